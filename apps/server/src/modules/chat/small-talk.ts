import type { ChatAction } from '@app/contracts/chat';
import { foldText, isStopWord, words } from './text';

/**
 * Conversational moves that are not FAQ questions: greetings, thanks, asking for a person, and the
 * buying signals (price, demo) for which the widget offers the landing page's forms.
 */

export type SmallTalk = 'greeting' | 'thanks' | 'human';

const GREETINGS = new Set(
  'bonjour bonsoir salut coucou hello hi hey hola salam aslema slt bjr yo good morning afternoon evening'.split(
    ' ',
  ),
);
const THANKS = new Set('merci mercii thanks thank thx parfait genial great'.split(' '));
/** Words that keep a greeting or a thank-you what it is ("merci beaucoup", "thanks a lot"). */
const FILLERS = new Set(
  'beaucoup bcp infiniment lot madame monsieur everyone all again encore bien'.split(' '),
);
const HUMAN_PATTERN =
  /\b(humain|humaine|conseiller|conseillere|agent|operateur|operatrice|vraie personne|une personne|quelqu un|human|real person|representative|operator|someone|somebody|person|staff member|live agent)\b/;
const HUMAN_VERB =
  /\b(parler|discuter|joindre|contacter|avoir|veux|voudrais|talk|speak|chat|reach|contact|want|need|connect)\b/;

/** The small-talk move of a message, when the message is only that (greeting + question is a question). */
export function smallTalkOf(message: string): SmallTalk | undefined {
  const folded = foldText(message);
  if (HUMAN_PATTERN.test(folded) && HUMAN_VERB.test(folded)) return 'human';
  const list = words(message);
  const meaningful = list.filter(
    (word) => !isStopWord(word) || GREETINGS.has(word) || THANKS.has(word),
  );
  if (meaningful.length === 0) return undefined;
  const rest = meaningful.filter(
    (word) => !GREETINGS.has(word) && !THANKS.has(word) && !FILLERS.has(word),
  );
  if (rest.length > 0) return undefined;
  if (meaningful.some((word) => THANKS.has(word))) return 'thanks';
  return 'greeting';
}

const PRICE_PATTERN =
  /\b(prix|tarifs?|couts?|coute|combien|devis|budget|acheter|achat|louer|location|price|prices|pricing|costs?|quote|quotation|buy|purchase|rent|rental|lease)\b/;
const DEMO_PATTERN = /\b(demos?|demonstrations?|essai|essayer|trial|rendez vous|rdv)\b/;

/** Forms worth offering next to the answer to this message. */
export function actionsFor(message: string): ChatAction[] {
  const folded = foldText(message);
  const actions: ChatAction[] = [];
  if (PRICE_PATTERN.test(folded)) actions.push('quote');
  if (DEMO_PATTERN.test(folded)) actions.push('demo');
  return actions;
}
