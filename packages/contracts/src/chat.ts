import { z } from 'zod';
import { idSchema, LANGUAGES, requiredId } from './common';

/** Longest visitor message the assistant accepts (a question, not an essay). */
export const CHAT_MESSAGE_MAX = 1000;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 2000;
export const FAQ_ANSWERS_MAX = 20;
/** The separator of the answers text on the staff FAQ screen. */
export const FAQ_ANSWER_SEPARATOR = '|';

const languageSchema = z.enum(LANGUAGES);

/** `POST /api/chat` multipart text field (the optional `image` file travels beside it). */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'chat.messageRequired' })
    .trim()
    .min(1, { error: 'chat.messageRequired' })
    .max(CHAT_MESSAGE_MAX, { error: 'chat.messageTooLong' }),
  /**
   * A suggestion the visitor tapped ("Vouliez-vous dire… ?"): the assistant answers with that FAQ
   * entry; `message` carries the suggestion's question as the visitor saw it.
   */
  faqId: z.coerce
    .number({ error: 'chat.faqIdInvalid' })
    .int({ error: 'chat.faqIdInvalid' })
    .positive({ error: 'chat.faqIdInvalid' })
    .max(2_147_483_647, { error: 'chat.faqIdInvalid' })
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** What the widget can offer next to an answer: the quote form, the demo form, the contact form. */
export const CHAT_ACTIONS = ['quote', 'demo', 'contact'] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

export const CHAT_REPLY_KINDS = [
  'answer',
  'unknown',
  'greeting',
  'thanks',
  'human',
  'station',
  /** Not sure enough to answer: the closest FAQ questions, offered as buttons. */
  'suggest',
  /** A problem report (stuck phone, broken station, refund): the urgent path, not a description. */
  'incident',
] as const;
export type ChatReplyKind = (typeof CHAT_REPLY_KINDS)[number];

export const chatResponseSchema = z.object({
  /** The assistant's answer text. */
  response: z.string(),
  language: languageSchema,
  kind: z.enum(CHAT_REPLY_KINDS),
  /** The FAQ entry the answer comes from, when it comes from one. */
  faqId: z.number().int().nullable(),
  /** Every FAQ entry answered, in the order asked (a message may ask several things). */
  faqIds: z.array(z.number().int()),
  actions: z.array(z.enum(CHAT_ACTIONS)),
  /** Complaint form of the station whose QR code was in the attached image. */
  complaintUrl: z.string().nullable(),
  /** With kind `suggest`: the closest FAQ questions, one tap answers them (send their `faqId`). */
  suggestions: z.array(z.object({ faqId: z.number().int(), question: z.string() })),
  /** The assistant offers a person: the widget shows "Parler à un conseiller". */
  handoff: z.boolean(),
});
export type ChatSuggestion = ChatResponse['suggestions'][number];
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const FAQ_PHRASINGS_MAX = 50;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answers: z.array(z.string()),
  language: languageSchema,
  /** Other ways visitors ask the same question; the assistant matches them like the question. */
  phrasings: z.array(z.string()),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const answerSchema = z
  .string({ error: 'chat.faq.answersRequired' })
  .trim()
  .min(1, { error: 'chat.faq.answersRequired' })
  .max(FAQ_ANSWER_MAX, { error: 'validation.tooLong' });

/** Body of `POST /api/faq/add` and `PUT /api/faq/update/{id}` (`id` is also accepted on update). */
export const faqInputSchema = z.object({
  id: idSchema.optional(),
  question: z
    .string({ error: 'chat.faq.questionRequired' })
    .trim()
    .min(1, { error: 'chat.faq.questionRequired' })
    .max(FAQ_QUESTION_MAX, { error: 'validation.tooLong' }),
  answers: z
    .array(answerSchema, { error: 'chat.faq.answersRequired' })
    .min(1, { error: 'chat.faq.answersRequired' })
    .max(FAQ_ANSWERS_MAX, { error: 'chat.faq.tooManyAnswers' }),
  language: languageSchema.default('fr'),
  /** Absent on update: the entry keeps its phrasings (older screens send only question and answers). */
  phrasings: z
    .array(
      z
        .string({ error: 'chat.faq.phrasingInvalid' })
        .trim()
        .min(1, { error: 'chat.faq.phrasingInvalid' })
        .max(FAQ_QUESTION_MAX, { error: 'validation.tooLong' }),
      { error: 'chat.faq.phrasingInvalid' },
    )
    .max(FAQ_PHRASINGS_MAX, { error: 'chat.faq.tooManyPhrasings' })
    .optional(),
});
export type FaqInput = z.input<typeof faqInputSchema>;

/** A conversation row of `GET /api/history` (newest first). */
export const chatHistoryEntrySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  response: z.string(),
  /** Stored image name, served at `/uploads/<image>`. */
  image: z.string().nullable(),
  language: languageSchema,
  created_at: z.string(),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/** A group of questions the assistant could not answer (`GET /api/chat/unanswered`). */
export const unansweredGroupSchema = z.object({
  /** What groups the questions: their meaningful words, folded and stemmed. */
  key: z.string(),
  /** The latest question of the group, as the visitor wrote it. */
  question: z.string(),
  /** Up to five different wordings of the group, latest first. */
  examples: z.array(z.string()),
  count: z.number().int(),
  language: languageSchema,
  first_at: z.string(),
  last_at: z.string(),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const UNANSWERED_KEY_MAX = 500;

const unansweredKeySchema = z
  .string({ error: 'chat.unanswered.keyRequired' })
  .min(1, { error: 'chat.unanswered.keyRequired' })
  .max(UNANSWERED_KEY_MAX, { error: 'validation.tooLong' });

/**
 * `POST /api/chat/unanswered/resolve`: turn a group into a new FAQ entry (`create`, with the
 * entry's fields) or into phrasings of an existing entry (`phrasing`, with its id). Either way the
 * group's questions become phrasings of that entry, so the next identical question is answered.
 */
export const resolveUnansweredSchema = z.discriminatedUnion(
  'action',
  [
    faqInputSchema.omit({ id: true, phrasings: true }).extend({
      action: z.literal('create'),
      key: unansweredKeySchema,
    }),
    z.object({
      action: z.literal('phrasing'),
      key: unansweredKeySchema,
      faqId: requiredId('chat.unanswered.faqRequired'),
    }),
  ],
  { error: 'chat.unanswered.actionInvalid' },
);
export type ResolveUnanswered = z.input<typeof resolveUnansweredSchema>;

export const resolveUnansweredResultSchema = z.object({
  entry: faqEntrySchema,
  /** How many stored questions the action resolved. */
  resolved: z.number().int(),
});

/** The staff screen's answers text: answers joined by ' | '. */
export const joinAnswers = (answers: readonly string[]) =>
  answers.join(` ${FAQ_ANSWER_SEPARATOR} `);

/** The staff screen's answers text back to a list: split on '|', each part trimmed, empties dropped. */
export const splitAnswers = (text: string) =>
  text
    .split(FAQ_ANSWER_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

// --- Hand-off to a person ("Parler à un conseiller") ---

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const TRANSCRIPT_TURNS_MAX = 40;
export const TRANSCRIPT_TEXT_MAX = 2000;
export const CONTACT_NOTE_MAX = 1000;

const transcriptTurnSchema = z.object({
  from: z.enum(['visitor', 'assistant'], { error: 'chat.contact.transcriptInvalid' }),
  text: z
    .string({ error: 'chat.contact.transcriptInvalid' })
    .max(TRANSCRIPT_TEXT_MAX, { error: 'chat.contact.transcriptInvalid' }),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

/**
 * `POST /api/chat/contact-requests`: a visitor asks for a person. A name and a phone number or an
 * e-mail address (at least one), an optional note, and the conversation so far.
 */
export const contactRequestInputSchema = z
  .object({
    name: z
      .string({ error: 'chat.contact.nameRequired' })
      .trim()
      .min(2, { error: 'chat.contact.nameRequired' })
      .max(CONTACT_NAME_MAX, { error: 'validation.tooLong' }),
    phone: z
      .string({ error: 'chat.contact.phoneInvalid' })
      .trim()
      .max(30, { error: 'chat.contact.phoneInvalid' })
      .refine((value) => value === '' || /^\+?[\d\s.-]{8,20}$/.test(value), {
        error: 'chat.contact.phoneInvalid',
      })
      .optional(),
    email: z
      .string({ error: 'chat.contact.emailInvalid' })
      .trim()
      .max(CONTACT_EMAIL_MAX, { error: 'chat.contact.emailInvalid' })
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        error: 'chat.contact.emailInvalid',
      })
      .optional(),
    note: z
      .string({ error: 'validation.tooLong' })
      .trim()
      .max(CONTACT_NOTE_MAX, { error: 'validation.tooLong' })
      .optional(),
    language: languageSchema.default('fr'),
    transcript: z
      .array(transcriptTurnSchema, { error: 'chat.contact.transcriptInvalid' })
      .max(TRANSCRIPT_TURNS_MAX, { error: 'chat.contact.transcriptInvalid' })
      .default([]),
  })
  .refine((value) => Boolean(value.phone) || Boolean(value.email), {
    error: 'chat.contact.reachRequired',
    path: ['phone'],
  });
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

export const CONTACT_REQUEST_STATUSES = ['pending', 'answered'] as const;

/** What the visitor sees of their request (by its secret token): when it was answered. */
export const contactRequestStatusSchema = z.object({
  token: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type ContactRequestStatus = z.infer<typeof contactRequestStatusSchema>;

export const contactTokenParamsSchema = z.object({
  token: z
    .string({ error: 'chat.contact.notFound' })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'chat.contact.notFound' }),
});

/** A contact request as staff see it (`GET /api/chat/contact-requests`). */
export const contactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  language: languageSchema,
  transcript: z.array(transcriptTurnSchema),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  answered_by: z.number().int().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactRequestListQuerySchema = z.object({
  status: z.enum(CONTACT_REQUEST_STATUSES, { error: 'chat.contact.statusInvalid' }).optional(),
});
