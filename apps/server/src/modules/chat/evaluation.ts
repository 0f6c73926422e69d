import type { Language } from '@app/contracts';
import type { FaqEntry } from '@app/contracts/chat';
import { builtInReply } from './built-in-assistant';
import { FaqIndex } from './faq-index';
import { detectLanguage } from './text';

/**
 * Scores the built-in engine on an evaluation set: each visitor question names the FAQ question
 * that should answer it (several when the message asks several things: all must be answered),
 * `null` when the assistant must not answer from the FAQ, and `incident` when it reports a problem.
 *
 * Two views of the same replies:
 * - top-1 / refusals (the earlier measure): the right entry answered; a refusal is "I don't know",
 *   an out-of-domain refusal or the urgent path of a problem report, anything but an FAQ answer.
 * - acceptable / confidently wrong (issue 34): a reply is acceptable when it answers with the right
 *   entry, or offers it among its suggestions (one tap answers), or refuses what must be refused,
 *   or gives the urgent path to a problem report; it is confidently wrong when it answers with
 *   another entry (or the urgent path to a question that is not a problem report).
 */

export interface EvaluationCase {
  message: string;
  expected: string | string[] | null;
  /** A problem report: the urgent path (or the "report a problem" entry) is the right reply. */
  incident?: boolean;
  /** The page's language when it is not French: what a message in derja is answered in. */
  page?: Language;
  /** Fixed once, before tuning: only the tuning half may guide changes to the engine. */
  split?: 'tuning' | 'held-back';
  language?: 'fr' | 'en' | 'dj';
  /** A question about the company that the FAQ does not answer (refused, not out of domain). */
  scope?: 'in-domain';
}

type Verdict = 'acceptable' | 'wrong' | 'unhelpful';

interface EvaluationResult {
  total: number;
  correct: number;
  /** Share of the cases answered with the expected entry (or refused when expected). */
  accuracy: number;
  /** Questions the FAQ answers: how many got the right entry (all of them for multi-part ones). */
  answerable: { total: number; correct: number; suggested: number };
  unanswerable: { total: number; refused: number };
  incidents: { total: number; urgentPath: number };
  acceptable: number;
  confidentlyWrong: number;
  failures: { message: string; expected: string | string[] | null; got: string[]; kind: string }[];
}

/** The FAQ question of "how do I report a problem", in both languages: a fair reply to a report. */
const REPORT_QUESTIONS = new Set([
  'Comment signaler un problème avec une station ?',
  'How do I report a problem with a station?',
]);

export function evaluate(entries: readonly FaqEntry[], cases: readonly EvaluationCase[]) {
  const index = new FaqIndex(entries);
  const questionOf = new Map(entries.map((entry) => [entry.id, entry.question]));
  const result: EvaluationResult = {
    total: cases.length,
    correct: 0,
    accuracy: 0,
    answerable: { total: 0, correct: 0, suggested: 0 },
    unanswerable: { total: 0, refused: 0 },
    incidents: { total: 0, urgentPath: 0 },
    acceptable: 0,
    confidentlyWrong: 0,
    failures: [],
  };
  for (const item of cases) {
    const reply = builtInReply(
      index,
      item.message,
      detectLanguage(item.message, item.page ?? 'fr'),
    );
    const answered = reply.kind === 'answer' ? reply.faqIds : [];
    const got = answered.map((id) => questionOf.get(id) ?? String(id));
    const offered = (reply.suggestions ?? []).map((suggestion) => suggestion.question);
    const notAnAnswer = reply.kind !== 'answer' && reply.kind !== 'suggest';
    let correct: boolean;
    let verdict: Verdict;
    if (item.incident) {
      result.incidents.total++;
      const urgent =
        reply.kind === 'incident' || (got.length > 0 && REPORT_QUESTIONS.has(got[0] ?? ''));
      if (urgent) result.incidents.urgentPath++;
      correct = urgent;
      verdict = urgent ? 'acceptable' : reply.kind === 'answer' ? 'wrong' : 'unhelpful';
    } else if (item.expected === null) {
      result.unanswerable.total++;
      correct = notAnAnswer;
      if (correct) result.unanswerable.refused++;
      verdict =
        reply.kind === 'unknown'
          ? 'acceptable'
          : reply.kind === 'answer' || reply.kind === 'incident'
            ? 'wrong'
            : 'unhelpful';
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
      const suggested =
        reply.kind === 'suggest' && expected.every((question) => offered.includes(question));
      if (suggested) result.answerable.suggested++;
      const reportPath =
        reply.kind === 'incident' && expected.every((question) => REPORT_QUESTIONS.has(question));
      verdict =
        correct || suggested || reportPath
          ? 'acceptable'
          : reply.kind === 'answer' || reply.kind === 'incident'
            ? 'wrong'
            : 'unhelpful';
    }
    if (verdict === 'acceptable') result.acceptable++;
    if (verdict === 'wrong') result.confidentlyWrong++;
    if (correct) result.correct++;
    if (!correct || verdict !== 'acceptable') {
      result.failures.push({
        message: item.message,
        expected: item.incident ? 'incident' : item.expected,
        got: reply.kind === 'suggest' ? offered.map((question) => `? ${question}`) : got,
        kind: reply.kind,
      });
    }
  }
  result.accuracy = result.total ? result.correct / result.total : 0;
  return result;
}
