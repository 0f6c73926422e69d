import type { Language } from '@app/contracts';
import type { ChatResponse } from '@app/contracts/chat';
import { CONFIDENCE_THRESHOLD, type FaqHit, type FaqIndex } from './faq-index';
import { REPLIES } from './replies';
import { actionsFor, smallTalkOf } from './small-talk';

/** The answer of the built-in engine: small talk, the best FAQ entry, or "I don't know". */

export type Reply = ChatResponse;

/** The best hit when it is confident enough to answer with. */
export function confidentHit(hits: readonly FaqHit[]): FaqHit | undefined {
  const best = hits[0];
  return best && best.confidence >= CONFIDENCE_THRESHOLD ? best : undefined;
}

export const answerText = (hit: FaqHit) => hit.entry.answers.join('\n');

export function builtInReply(index: FaqIndex, message: string, language: Language): Reply {
  const base = { language, faqId: null, complaintUrl: null };
  const talk = smallTalkOf(message);
  if (talk === 'human') {
    return { ...base, kind: 'human', response: REPLIES[language].human, actions: ['contact'] };
  }
  if (talk) return { ...base, kind: talk, response: REPLIES[language][talk], actions: [] };

  const hit = confidentHit(index.search(message, language));
  if (!hit) {
    return { ...base, kind: 'unknown', response: REPLIES[language].unknown, actions: ['contact'] };
  }
  return {
    ...base,
    kind: 'answer',
    response: answerText(hit),
    faqId: hit.entry.id,
    actions: actionsFor(message),
  };
}
