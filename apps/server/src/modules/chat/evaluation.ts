import type { FaqEntry } from '@app/contracts/chat';
import { builtInReply } from './built-in-assistant';
import { FaqIndex } from './faq-index';
import { detectLanguage } from './text';

/**
 * Scores the built-in engine on an evaluation set: each visitor question names the FAQ question
 * that should answer it (several when the message asks several things: all must be answered), or
 * `null` when the assistant must say it does not know.
 */

export interface EvaluationCase {
  message: string;
  expected: string | string[] | null;
  /** Fixed once, before tuning: only the tuning half may guide changes to the engine. */
  split?: 'tuning' | 'held-back';
  language?: 'fr' | 'en' | 'dj';
}

interface EvaluationResult {
  total: number;
  correct: number;
  /** Share of the cases answered with the expected entry (or "I don't know" when expected). */
  accuracy: number;
  /** Questions the FAQ answers: how many got the right entry (all of them for multi-part ones). */
  answerable: { total: number; correct: number };
  unanswerable: { total: number; refused: number };
  failures: { message: string; expected: string | string[] | null; got: string[] }[];
}

export function evaluate(entries: readonly FaqEntry[], cases: readonly EvaluationCase[]) {
  const index = new FaqIndex(entries);
  const questionOf = new Map(entries.map((entry) => [entry.id, entry.question]));
  const result: EvaluationResult = {
    total: cases.length,
    correct: 0,
    accuracy: 0,
    answerable: { total: 0, correct: 0 },
    unanswerable: { total: 0, refused: 0 },
    failures: [],
  };
  for (const item of cases) {
    const reply = builtInReply(index, item.message, detectLanguage(item.message, 'fr'));
    const got = reply.faqIds.map((id) => questionOf.get(id) ?? String(id));
    let correct: boolean;
    if (item.expected === null) {
      result.unanswerable.total++;
      correct = reply.kind === 'unknown';
      if (correct) result.unanswerable.refused++;
    } else {
      result.answerable.total++;
      const expected = Array.isArray(item.expected) ? item.expected : [item.expected];
      // One question: the first answer is the right one. Several: every one of them is answered.
      correct =
        reply.kind === 'answer' &&
        (expected.length === 1
          ? got[0] === expected[0]
          : expected.every((question) => got.includes(question)));
      if (correct) result.answerable.correct++;
    }
    if (correct) result.correct++;
    else result.failures.push({ message: item.message, expected: item.expected, got });
  }
  result.accuracy = result.total ? result.correct / result.total : 0;
  return result;
}
