/**
 * Character n-gram similarity: a second view of a text that survives what breaks whole words —
 * typos, missing accents, SMS and derja spelling variants, words run together or cut short
 * ("garenti", "instalation", "nanobox"). Each text becomes a TF-IDF weighted bag of the 3- and
 * 4-letter pieces of its words (padded, so the start and end of a word count), compared by cosine (the
 * index keeps the entries' unit vectors as postings, see faq-index.ts).
 */

export type NgramVector = Map<string, number>;

const SIZES = [3, 4];

/** The n-gram counts of a list of (normalized, meaningful) words. */
export function ngramCounts(words: readonly string[], weight = 1, into: NgramVector = new Map()) {
  for (const word of words) {
    const padded = ` ${word} `;
    for (const size of SIZES) {
      for (let start = 0; start + size <= padded.length; start++) {
        const gram = padded.slice(start, start + size);
        into.set(gram, (into.get(gram) ?? 0) + weight);
      }
    }
  }
  return into;
}

/** TF-IDF weights of n-gram counts, scaled to unit length. */
export function weighted(counts: NgramVector, idf: (gram: string) => number): NgramVector {
  const vector: NgramVector = new Map();
  let norm = 0;
  for (const [gram, count] of counts) {
    const value = (1 + Math.log(count)) * idf(gram);
    if (value <= 0) continue;
    vector.set(gram, value);
    norm += value * value;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [gram, value] of vector) vector.set(gram, value / norm);
  return vector;
}
