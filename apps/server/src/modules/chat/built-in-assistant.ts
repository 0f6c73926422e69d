import type { Language } from '@app/contracts';
import type { ChatResponse } from '@app/contracts/chat';
import { CONFIDENCE_THRESHOLD, type FaqHit, type FaqIndex } from './faq-index';
import { writesDerja } from './normalize';
import { REPLIES } from './replies';
import { segmentMessage } from './segments';
import { actionsFor, smallTalkOf } from './small-talk';

/** The answer of the built-in engine: small talk, the best FAQ entry, or "I don't know". */

export type Reply = ChatResponse;

/**
 * The best-ranked hit that covers enough of the question to answer with: a higher-ranked entry
 * that only shares the product name ("combien coûte la Nano Box" → the Nano Box entry) gives way.
 */
export function confidentHit(hits: readonly FaqHit[]): FaqHit | undefined {
  return hits.find((hit) => hit.confidence >= CONFIDENCE_THRESHOLD);
}

const answerText = (hit: FaqHit) => hit.entry.answers.join('\n');

/** From this many words a sentence usually carries context before its question. */
const LONG_SENTENCE_WORDS = 14;
/** At most this many entries answer one message. */
const MAX_ANSWERS = 3;

/**
 * A long sentence that no entry covers as a whole: its clauses, the question usually last
 * ("Si ça tombe en panne au bout de quelques mois, c'est garanti combien de temps ?").
 */
function lastClauseHit(sentence: string, confident: (text: string) => FaqHit | undefined) {
  const clauses = sentence.split(/[,:;()]/).filter((clause) => clause.trim().length > 0);
  if (clauses.length < 2) return undefined;
  for (let index = clauses.length - 1; index >= 0; index--) {
    const hit = confident(clauses[index] ?? '');
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The entries that answer a message: one per question it asks (a long message is cut into its
 * question sentences, a sentence joining two questions into its halves), else the best entry
 * for the whole message.
 */
function answeringHits(index: FaqIndex, message: string, language: Language): FaqHit[] {
  const derja = writesDerja(message);
  const confident = (text: string) => confidentHit(index.search(text, language, 3, derja));
  const found: FaqHit[] = [];
  const { questions, parts } = segmentMessage(message);
  questions.forEach((sentence, position) => {
    const halves = parts[position] ?? [];
    const halfHits = halves.length > 1 ? halves.map(confident) : [];
    const distinct = new Set(halfHits.flatMap((hit) => (hit ? [hit.entry.id] : [])));
    if (distinct.size > 1) {
      for (const hit of halfHits) if (hit) found.push(hit);
      return;
    }
    // In a long sentence the visitor describes first and asks last: the asking clause decides.
    const long = sentence.split(/\s+/).length >= LONG_SENTENCE_WORDS;
    const hit = long
      ? (lastClauseHit(sentence, confident) ?? confident(sentence) ?? halfHits.find(Boolean))
      : (confident(sentence) ?? halfHits.find(Boolean) ?? lastClauseHit(sentence, confident));
    if (hit) found.push(hit);
  });
  if (found.length === 0) {
    const hit = confidentHit(index.search(message, language, 3, derja));
    if (hit) found.push(hit);
  }
  const seen = new Set<number>();
  return found
    .filter((hit) => !seen.has(hit.entry.id) && seen.add(hit.entry.id))
    .slice(0, MAX_ANSWERS);
}

export function builtInReply(index: FaqIndex, message: string, language: Language): Reply {
  const base = { language, faqId: null, faqIds: [], complaintUrl: null };
  const talk = smallTalkOf(message);
  if (talk === 'human') {
    return { ...base, kind: 'human', response: REPLIES[language].human, actions: ['contact'] };
  }
  if (talk) return { ...base, kind: talk, response: REPLIES[language][talk], actions: [] };

  const hits = answeringHits(index, message, language);
  const [first] = hits;
  if (!first) {
    return { ...base, kind: 'unknown', response: REPLIES[language].unknown, actions: ['contact'] };
  }
  return {
    ...base,
    kind: 'answer',
    response: hits.map(answerText).join('\n\n'),
    faqId: first.entry.id,
    faqIds: hits.map((hit) => hit.entry.id),
    actions: actionsFor(message),
  };
}
