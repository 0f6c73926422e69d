import {
  FAQ_ANSWER_MAX,
  FAQ_ANSWERS_MAX,
  FAQ_PHRASINGS_MAX,
  FAQ_QUESTION_MAX,
  type FaqInput,
  splitAnswers,
} from '@app/contracts/chat';
import type { Language } from '@app/contracts/common';
import { translateMessage } from '@app/contracts/messages';

/**
 * A FAQ entry as the staff screen edits it: the answers as one text joined by ' | ', the other
 * phrasings of the question one per line.
 */
export interface FaqDraft {
  question: string;
  answersText: string;
  language: Language;
  phrasingsText?: string;
}

export type FaqDraftErrors = Partial<Record<'question' | 'answersText' | 'phrasingsText', string>>;

/** The phrasings text: one phrasing per line. */
export const joinPhrasings = (phrasings: readonly string[]) => phrasings.join('\n');
const splitPhrasings = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Checks a draft with the server's rules (same messages), and turns it into the API body: the
 * answers text split on '|', each part trimmed (SPEC §5).
 */
export function readFaqDraft(
  draft: FaqDraft,
  lang: Language,
): { input: FaqInput; errors?: undefined } | { input?: undefined; errors: FaqDraftErrors } {
  const errors: FaqDraftErrors = {};
  const question = draft.question.trim();
  const answers = splitAnswers(draft.answersText);
  if (!question) errors.question = translateMessage('chat.faq.questionRequired', lang);
  else if (question.length > FAQ_QUESTION_MAX)
    errors.question = translateMessage('validation.tooLong', lang);
  if (answers.length === 0) errors.answersText = translateMessage('chat.faq.answersRequired', lang);
  else if (answers.length > FAQ_ANSWERS_MAX)
    errors.answersText = translateMessage('chat.faq.tooManyAnswers', lang);
  else if (answers.some((answer) => answer.length > FAQ_ANSWER_MAX))
    errors.answersText = translateMessage('validation.tooLong', lang);
  const phrasings =
    draft.phrasingsText === undefined ? undefined : splitPhrasings(draft.phrasingsText);
  if (phrasings && phrasings.length > FAQ_PHRASINGS_MAX)
    errors.phrasingsText = translateMessage('chat.faq.tooManyPhrasings', lang);
  else if (phrasings?.some((phrasing) => phrasing.length > FAQ_QUESTION_MAX))
    errors.phrasingsText = translateMessage('validation.tooLong', lang);
  if (errors.question || errors.answersText || errors.phrasingsText) return { errors };
  return {
    input: { question, answers, language: draft.language, ...(phrasings ? { phrasings } : {}) },
  };
}

/** The server's field errors mapped onto the draft's fields (`answers.3` → the answers text). */
export function draftErrorsOf(fieldErrors: Record<string, string> | undefined): FaqDraftErrors {
  const errors: FaqDraftErrors = {};
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    if (field === 'question') errors.question ??= message;
    else if (field.startsWith('answers')) errors.answersText ??= message;
    else if (field.startsWith('phrasings')) errors.phrasingsText ??= message;
  }
  return errors;
}
