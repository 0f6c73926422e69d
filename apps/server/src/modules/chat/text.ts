import type { Language } from '@app/contracts';
import { isDerja } from './derja';
import { STOP_WORD_LISTS } from './lexicons';
import { SEED_FAQ } from './seed-entries';

/**
 * Text processing of the built-in chat engine: accent folding, tokenizing, stop words, a light
 * French/English stemmer and language detection. Everything works on folded text (lower case,
 * no diacritics), so "Sécurité", "securite" and "SECURITE" are the same word.
 */

/** Lower case without diacritics; œ/æ spelled out; apostrophes and punctuation become spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Folded words, with French elisions (l', d', qu'…) removed. */
export function words(text: string): string[] {
  const folded = foldText(text.replace(/\b(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)['’]/gi, ' '));
  return folded ? folded.split(' ') : [];
}

/** Glue words the search ignores, per language (lexicons/stop-words.json). */
const STOP_WORDS: Record<Language, Set<string>> = {
  fr: new Set(STOP_WORD_LISTS.fr),
  en: new Set(STOP_WORD_LISTS.en),
};

export const isStopWord = (word: string) =>
  STOP_WORDS.fr.has(word) || STOP_WORDS.en.has(word) || word.length < 2;

const LONGER_STOP_WORDS = [...new Set([...STOP_WORDS.fr, ...STOP_WORDS.en])].filter(
  (word) => word.length >= 4,
);

const SHORT_STOP_WORDS = [...new Set([...STOP_WORDS.fr, ...STOP_WORDS.en])].filter(
  (word) => word.length === 3,
);

/** Whether two words differ only by two adjacent letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at = [...a].findIndex((letter, position) => letter !== b[position]);
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * A mistyped glue word ("veut" for "veux", "faite", "exactment"): one typo away from a stop word
 * of four letters or more, same first letter. Only asked about words the index does not know.
 */
export function isMistypedStopWord(word: string): boolean {
  // A short one only by two letters swapped ("teh", "adn", "yuo"): a changed letter would make
  // a real word of it.
  if (word.length === 3) return SHORT_STOP_WORDS.some((stop) => isSwap(word, stop));
  if (word.length < 4) return false;
  return LONGER_STOP_WORDS.some((stop) => stop[0] === word[0] && editDistance(word, stop, 1) <= 1);
}

// Words that tell the language: each list's own stop words (minus the ones both share) and a few
// frequent content words.
const onlyIn = (own: Set<string>, other: Set<string>, extra: readonly string[]) =>
  new Set([...own, ...extra].filter((word) => !other.has(word) && word.length > 1));
const FRENCH_MARKERS = onlyIn(STOP_WORDS.fr, STOP_WORDS.en, STOP_WORD_LISTS.markers.fr);
const ENGLISH_MARKERS = onlyIn(STOP_WORDS.en, STOP_WORDS.fr, STOP_WORD_LISTS.markers.en);

/**
 * The seeded FAQ's texts in one language: questions, answers and phrasings, less the derja
 * phrasings the French entries carry (derja is not French to tell a language by).
 */
const seedTexts = (language: Language) =>
  SEED_FAQ.filter((entry) => entry.language === language).flatMap((entry) => [
    entry.question,
    ...entry.answers,
    ...entry.phrasings.filter((phrasing) => !isDerja(foldText(phrasing))),
  ]);

/**
 * The words only one language's seeded FAQ uses ("colours", "warranty"; "couleurs", "garantie"):
 * a wider vocabulary than the marker lists, for the short messages that have no glue word.
 */
const SEED_MARKERS = (() => {
  const vocabulary = { fr: new Set<string>(), en: new Set<string>() };
  for (const language of ['fr', 'en'] as const) {
    for (const text of seedTexts(language)) {
      for (const word of words(text)) if (word.length > 2) vocabulary[language].add(word);
    }
  }
  return {
    fr: onlyIn(vocabulary.fr, vocabulary.en, []),
    en: onlyIn(vocabulary.en, vocabulary.fr, []),
  };
})();

/**
 * Letter-trigram profiles of each language's seeded FAQ and glue words: for a message with no
 * word that tells ("whats teh warrenty perid"), the way its letters go still does (-ing, th, wh;
 * -eau, qu, -tion in French).
 */
const LETTER_PROFILES = (() => {
  const profile = (texts: string[]) => {
    const counts = new Map<string, number>();
    let total = 0;
    for (const text of texts) {
      for (const word of words(text)) {
        const padded = ` ${word} `;
        for (let start = 0; start + 3 <= padded.length; start++) {
          const gram = padded.slice(start, start + 3);
          counts.set(gram, (counts.get(gram) ?? 0) + 1);
          total++;
        }
      }
    }
    return { counts, total };
  };
  const textsOf = (language: Language) => [
    ...seedTexts(language),
    [...STOP_WORDS[language]].join(' '),
  ];
  return { fr: profile(textsOf('fr')), en: profile(textsOf('en')) };
})();
/** Mean log-likelihood ratio per trigram (French over English) from which the letters decide. */
const LETTER_MARGIN = 0.3;

/** Positive when a text's letters read French, negative when English: mean log-likelihood ratio. */
function letterLean(text: string): number {
  const { fr, en } = LETTER_PROFILES;
  let sum = 0;
  let grams = 0;
  for (const word of words(text)) {
    const padded = ` ${word} `;
    for (let start = 0; start + 3 <= padded.length; start++) {
      const gram = padded.slice(start, start + 3);
      sum +=
        Math.log(((fr.counts.get(gram) ?? 0) + 0.5) / fr.total) -
        Math.log(((en.counts.get(gram) ?? 0) + 0.5) / en.total);
      grams++;
    }
  }
  return grams ? sum / grams : 0;
}

/**
 * fr or en from the words of a message; when they tie, from its letters; product names alone
 * (e.g. "Nano Box ?") go to `fallback` — the visitor's browser language. Accented letters count
 * for French.
 */
export function detectLanguage(text: string, fallback: Language): Language {
  // Derja does not say which language to answer in: the page's (French on the French page).
  if (isDerja(foldText(text))) return fallback;
  let fr = /[àâçéèêëîïôûùüÿœ]/i.test(text) ? 1 : 0;
  let en = 0;
  for (const word of words(text)) {
    if (FRENCH_MARKERS.has(word)) fr++;
    else if (SEED_MARKERS.fr.has(word) && !ENGLISH_MARKERS.has(word)) fr++;
    if (ENGLISH_MARKERS.has(word)) en++;
    else if (SEED_MARKERS.en.has(word) && !FRENCH_MARKERS.has(word)) en++;
  }
  if (fr === en) {
    const lean = letterLean(text);
    if (Math.abs(lean) < LETTER_MARGIN) return fallback;
    return lean > 0 ? 'fr' : 'en';
  }
  return fr > en ? 'fr' : 'en';
}

// Longest suffix first; each stripped only when a stem of at least 3 letters remains.
const SUFFIXES = [
  'issements',
  'issement',
  'ements',
  'ations',
  'ement',
  'ation',
  'ateurs',
  'ateur',
  'atrices',
  'atrice',
  'ements',
  'euses',
  'euse',
  'eurs',
  'eur',
  'ables',
  'able',
  'ibles',
  'ible',
  'istes',
  'iste',
  'ives',
  'ive',
  'ifs',
  'if',
  'ings',
  'ing',
  'ness',
  'ments',
  'ment',
  'ies',
  'ied',
  'ees',
  'ee',
  'ers',
  'er',
  'ez',
  'ed',
  'es',
  'ly',
  'e',
  's',
  'x',
];

/** A light stemmer for French and English: enough to join plural, gender and verb forms. */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** Bounded Damerau–Levenshtein distance (adjacent swaps count as one typo); > max returns max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/**
 * A word with its doubled letters written once: "vouus", "boornes", "merciii", "instaler" and
 * "installer" meet on one form (people double or drop a repeated key on a phone).
 */
export const squeeze = (word: string) => word.replace(/([a-z])\1+/g, '$1');

/** How many typos a word of this length may carry and still be recognised. */
export const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);
