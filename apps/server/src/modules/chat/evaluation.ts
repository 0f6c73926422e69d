import type { FaqEntry } from '@app/contracts/chat';
import { builtInReply } from './built-in-assistant';
import { FaqIndex } from './faq-index';
import { detectLanguage } from './text';

/**
 * Scores the built-in engine on an evaluation set: each visitor question either names the FAQ
 * question that should answer it or `null` when the assistant must say it does not know.
 */

export interface EvaluationCase {
  message: string;
  expected: string | null;
}

export interface EvaluationResult {
  total: number;
  correct: number;
  /** Share of the cases answered with the expected entry (or "I don't know" when expected). */
  accuracy: number;
  unanswerable: { total: number; refused: number };
  failures: { message: string; expected: string | null; got: string | null }[];
}

export function evaluate(entries: readonly FaqEntry[], cases: readonly EvaluationCase[]) {
  const index = new FaqIndex(entries);
  const questionOf = new Map(entries.map((entry) => [entry.id, entry.question]));
  const result: EvaluationResult = {
    total: cases.length,
    correct: 0,
    accuracy: 0,
    unanswerable: { total: 0, refused: 0 },
    failures: [],
  };
  for (const item of cases) {
    const reply = builtInReply(index, item.message, detectLanguage(item.message, 'fr'));
    const got = reply.faqId === null ? null : (questionOf.get(reply.faqId) ?? null);
    if (item.expected === null) {
      result.unanswerable.total++;
      if (reply.kind === 'unknown') result.unanswerable.refused++;
    }
    const correct = item.expected === null ? reply.kind === 'unknown' : got === item.expected;
    if (correct) result.correct++;
    else result.failures.push({ message: item.message, expected: item.expected, got });
  }
  result.accuracy = result.total ? result.correct / result.total : 0;
  return result;
}
