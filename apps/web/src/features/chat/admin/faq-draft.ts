import { type FaqInput, faqInputSchema, splitAnswers } from '@app/contracts/chat';
import type { Language } from '@app/contracts/common';
import { translateMessage } from '@app/contracts/messages';
import type { Resolver } from 'react-hook-form';
import { getLang } from '@/lib/i18n';

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

type DraftField = 'question' | 'answersText' | 'phrasingsText';
export type FaqDraftErrors = Partial<Record<DraftField, string>>;

/** The draft's fields; the contract's lists (and each of their items, `answers.3`) are texts here. */
export const FAQ_DRAFT_FIELDS: readonly DraftField[] = ['question', 'answersText', 'phrasingsText'];
export const FAQ_DRAFT_ALIASES: Readonly<Record<string, DraftField>> = {
  answers: 'answersText',
  phrasings: 'phrasingsText',
};

/** The phrasings text: one phrasing per line. */
export const joinPhrasings = (phrasings: readonly string[]) => phrasings.join('\n');
const splitPhrasings = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Checks a draft with the server's schema (same messages, in `lang`), and turns it into the API
 * body: the answers text split on '|', each part trimmed.
 */
export function readFaqDraft(
  draft: FaqDraft,
  lang: Language,
): { input: FaqInput; errors?: undefined } | { input?: undefined; errors: FaqDraftErrors } {
  const parsed = faqInputSchema.safeParse({
    question: draft.question,
    answers: splitAnswers(draft.answersText),
    language: draft.language,
    ...(draft.phrasingsText === undefined
      ? {}
      : { phrasings: splitPhrasings(draft.phrasingsText) }),
  });
  if (parsed.success) return { input: parsed.data };
  const errors: FaqDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const list = String(issue.path[0]);
    const field = FAQ_DRAFT_ALIASES[list] ?? list;
    if (field === 'question' || field === 'answersText' || field === 'phrasingsText')
      errors[field] ??= translateMessage(issue.message, lang);
  }
  return { errors };
}

/**
 * react-hook-form's check of a draft form: `readFaqDraft` in the current language, its messages
 * under the fields (zodResolver would file a long answer under `answers.3`, a field the form has not).
 */
export const faqDraftResolver: Resolver<FaqDraft, unknown, FaqInput> = (draft) => {
  const read = readFaqDraft(draft, getLang());
  if (read.input) return { values: read.input, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(read.errors).map(([field, message]) => [field, { type: 'contract', message }]),
  );
  return { values: {}, errors };
};
