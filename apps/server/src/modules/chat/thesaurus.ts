import { compilePhrases, THESAURUS } from './lexicons';
import { foldText, stem } from './text';

/**
 * Domain synonyms, French and English together (lexicons/thesaurus.json): each word is also
 * indexed and searched as its concept (`~price`…), so "tarif", "combien ça coûte" and "how much
 * does it cost" meet the same FAQ entry, whatever words staff used when writing it. Expressions are
 * rewritten before the words are split (applied to folded text: lower case, no accents, punctuation
 * as spaces).
 */
const PHRASES = compilePhrases(THESAURUS.phrases);

/**
 * Concepts that name what is asked about, or where, rather than what is asked: in "combien coûte
 * la Nano Box", the price entry answers, not the Nano Box one; in "louer une borne pour un
 * mariage", renting, not events. They count for less when other words match.
 */
export const OBJECT_CONCEPTS: ReadonlySet<string> = new Set(THESAURUS.objectConcepts);

/** Applies the expressions to folded text. */
export function rewritePhrases(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text;
}

/** stem → concept token (`~price`). */
export const CONCEPT_OF: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [concept, list] of Object.entries(THESAURUS.concepts)) {
    for (const raw of list) {
      // Hyphenated entries are multi-word expressions; each of their words maps to the concept.
      for (const part of foldText(raw).split(' ')) {
        if (part.length >= 2) map.set(stem(part), `~${concept}`);
      }
    }
  }
  return map;
})();
