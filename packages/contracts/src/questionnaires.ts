import { z } from 'zod';
import { INT32_MAX, listQuerySchema, requiredId, requiredText } from './common';

/** Questionnaires staff address to one client; the client answers them from Customer Reviews. */

export const QUESTIONNAIRES_PAGE_SIZE = 5;
export const QUESTIONNAIRE_TYPES = ['yesno', 'qcm'] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];
/** Stored answers of a Yes/No question; the screen shows them localized. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;
export const MAX_QUESTIONS = 30;
export const MAX_OPTIONS = 8;

export const QUESTIONNAIRE_STATUSES = ['En Cours', 'Terminé'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** Length of the questionnaires table's title column (db/schema/questionnaires.ts reads it). */
export const questionnaireColumnLength = { title: 200 } as const;
/** Longest question, QCM choice and answer: text columns, bounded here and in the forms. */
export const QUESTIONNAIRE_LIMITS = { question: 500, option: 120, answer: 200 } as const;

export const questionnaireListQuerySchema = listQuerySchema;

/** A row of the client's Customer Reviews table. */
export const questionnaireRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  entreprise: z.string(),
  type: z.enum(QUESTIONNAIRE_TYPES),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  questions: z.number().int(),
  answers: z.number().int(),
  created_at: z.string(),
});
export type QuestionnaireRow = z.infer<typeof questionnaireRowSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.string()),
  answer: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionnaireDetailSchema = questionnaireRowSchema.extend({
  items: z.array(questionSchema),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

/** The client's answers; each must be one of the question's choices. */
export const answersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number().int().positive().max(INT32_MAX),
        answer: requiredText(QUESTIONNAIRE_LIMITS.answer, 'questionnaires.answerRequired'),
      }),
    )
    .min(1, { error: 'questionnaires.answerRequired' })
    .max(MAX_QUESTIONS),
});
export type AnswersBody = z.input<typeof answersBodySchema>;

// --- staff -------------------------------------------------------------------------------------

export const questionInputSchema = z.object({
  text: requiredText(QUESTIONNAIRE_LIMITS.question, 'questionnaires.questionRequired'),
  /** QCM choices (2 to 8); ignored for Yes/No. */
  options: z
    .array(requiredText(QUESTIONNAIRE_LIMITS.option, 'questionnaires.optionRequired'))
    .max(MAX_OPTIONS)
    .default([]),
});

export const createQuestionnaireSchema = z
  .object({
    clientId: requiredId('questionnaires.clientRequired'),
    title: requiredText(questionnaireColumnLength.title, 'questionnaires.titleRequired'),
    type: z.enum(QUESTIONNAIRE_TYPES, { error: 'questionnaires.typeRequired' }),
    questions: z
      .array(questionInputSchema, { error: 'questionnaires.questionsRequired' })
      .min(1, { error: 'questionnaires.questionsRequired' })
      .max(MAX_QUESTIONS, { error: 'questionnaires.tooManyQuestions' }),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'qcm') return;
    value.questions.forEach((question, index) => {
      if (new Set(question.options).size < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'options'],
          message: 'questionnaires.qcmOptions',
        });
      }
    });
  });
export type CreateQuestionnaireInput = z.input<typeof createQuestionnaireSchema>;

/** A client the staff form can address a questionnaire to. */
export const recipientSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const staffQuestionnaireRowSchema = questionnaireRowSchema.extend({
  clientId: z.number().int(),
  client: z.string(),
});
export type StaffQuestionnaireRow = z.infer<typeof staffQuestionnaireRowSchema>;
