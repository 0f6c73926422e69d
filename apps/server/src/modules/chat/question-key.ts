import { UNANSWERED_KEY_MAX } from '@app/contracts/chat';
import { messageWords } from './normalize';
import { foldText, isStopWord, stem } from './text';

/**
 * What groups unanswered questions for staff: the message's meaningful words (derja glossed,
 * folded, stemmed), deduplicated and sorted. "Vous livrez en Algérie ?", "livrez vous en algerie"
 * and "Vous livrez en Algerie??" share one key.
 */
export function questionKey(message: string): string {
  const stems = [
    ...new Set(
      messageWords(message)
        .filter((word) => !isStopWord(word))
        .map(stem),
    ),
  ].sort();
  const key = stems.length > 0 ? stems.join(' ') : foldText(message);
  return (key || '?').slice(0, UNANSWERED_KEY_MAX);
}
