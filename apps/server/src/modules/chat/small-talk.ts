import type { ChatAction } from '@app/contracts/chat';
import { SMALL_TALK } from './lexicons';
import { foldText, isStopWord, words } from './text';

/**
 * Conversational moves that are not FAQ questions: greetings, thanks, asking for a person, and the
 * buying signals (price, demo) for which the widget offers the landing page's forms. The words and
 * patterns are data: lexicons/small-talk.json.
 */

export type SmallTalk = 'greeting' | 'thanks' | 'human';

const GREETINGS = new Set(SMALL_TALK.greetings);
const THANKS = new Set(SMALL_TALK.thanks);
/** Words that keep a greeting or a thank-you what it is ("merci beaucoup", "thanks a lot"). */
const FILLERS = new Set(SMALL_TALK.fillers);
const HUMAN_PATTERN = new RegExp(SMALL_TALK.human.who);
const HUMAN_VERB = new RegExp(SMALL_TALK.human.verb);
/** A time beside the request ("someone at 3am?") asks when a person answers: the FAQ's question. */
const HUMAN_WHEN = new RegExp(SMALL_TALK.human.when);

/** The small-talk move of a message, when the message is only that (greeting + question is a question). */
export function smallTalkOf(message: string): SmallTalk | undefined {
  const folded = foldText(message);
  if (HUMAN_PATTERN.test(folded) && HUMAN_VERB.test(folded) && !HUMAN_WHEN.test(folded)) {
    return 'human';
  }
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

const PRICE_PATTERN = new RegExp(SMALL_TALK.actions.quote);
const DEMO_PATTERN = new RegExp(SMALL_TALK.actions.demo);

/** Forms worth offering next to the answer to this message. */
export function actionsFor(message: string): ChatAction[] {
  const folded = foldText(message);
  const actions: ChatAction[] = [];
  if (PRICE_PATTERN.test(folded)) actions.push('quote');
  if (DEMO_PATTERN.test(folded)) actions.push('demo');
  return actions;
}
