import { glossDerja, isDerja } from './derja';
import { expandSpellings } from './spellings';
import { foldText, isStopWord, stem } from './text';
import { CONCEPT_OF, rewritePhrases } from './thesaurus';

/** A French or English word the engine knows, which derja spellings must leave alone. */
const knownWord = (word: string) =>
  word.length > 2 && (isStopWord(word) || CONCEPT_OF.has(stem(word)));

/**
 * A message as the index reads it: French elisions dropped, derja glossed into French, folded
 * (lower case, no accents, punctuation as spaces), SMS spellings spelled out and the multi-word
 * expressions rewritten.
 */
function normalizeMessage(text: string, derja?: boolean): string {
  const unelided = text.replace(/\b(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)['’]/gi, ' ');
  const folded = foldText(unelided);
  const read = (derja ?? isDerja(folded)) ? glossDerja(folded, knownWord) : folded;
  return rewritePhrases(expandSpellings(read));
}

/** Whether the visitor writes derja (a part of their message may not show it by itself). */
export const writesDerja = (text: string) => isDerja(foldText(text));

/** The words of a normalized message. */
export const messageWords = (text: string, derja?: boolean): string[] => {
  const normalized = normalizeMessage(text, derja);
  return normalized ? normalized.split(' ').filter(Boolean) : [];
};
