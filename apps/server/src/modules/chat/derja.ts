/**
 * Tunisian derja written in Latin letters (Arabizi: 3 = ع, 7 = ح, 9 = ق, 5 = خ): a lexicon that
 * glosses each derja word into French, so a derja question goes through the same French index and
 * gets a French answer. Spellings vary a lot ("chnowa", "chnoua", "chnou"; "9adeh", "kadech"), so
 * words are looked up by a spelling key that forgets those differences.
 *
 * The gloss applies only to messages that look like derja: words such as "win", "ma" or "fin" are
 * also English or French.
 */
import { compilePhrases, DERJA } from './lexicons';

/** gloss ← derja spellings (lexicons/derja.json). The gloss is French the index already understands. */
const LEXICON = DERJA.glosses;

/** One key for the spellings of a derja word: sh/ch, ou/u/o, kh/5 and doubled letters alike. */
export function spellingKey(word: string): string {
  return word
    .replace(/sh/g, 'ch')
    .replace(/kh/g, '5')
    .replace(/ou/g, 'u')
    .replace(/o/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

/**
 * A looser key for spellings the lexicon has not seen: Arabizi digits read as the letters people
 * also write for them (7 = h, 9 = q = k, 3 = a glottal stop often left out, 2 = hamza) and every
 * vowel dropped, since derja's short vowels are written at will ("mte3"/"mta3", "nechri"/"nichri",
 * "ysala7ha"/"ysal7ha"). Only the consonant skeleton is left; the first letter stays.
 */
export function skeletonKey(word: string): string {
  const key = spellingKey(word).replace(/7/g, 'h').replace(/[q9]/g, 'k').replace(/[32]/g, '');
  return (key[0] ?? '') + key.slice(1).replace(/[aeiouyw]/g, '');
}

const GLOSS = (() => {
  const map = new Map<string, string>();
  for (const [gloss, list] of Object.entries(LEXICON)) {
    const french = gloss.replace(/\d$/, '');
    for (const word of list) map.set(spellingKey(word), french);
  }
  return map;
})();

/** Skeleton → gloss, for skeletons of at least 3 letters that only one gloss has. */
const SKELETON_GLOSS = (() => {
  const map = new Map<string, string | null>();
  for (const [gloss, list] of Object.entries(LEXICON)) {
    const french = gloss.replace(/\d$/, '');
    for (const word of list) {
      const key = skeletonKey(word);
      if (key.length < 3) continue;
      const known = map.get(key);
      map.set(key, known === undefined || known === french ? french : null);
    }
  }
  return map;
})();

/** Derja phrases whose meaning is not the sum of their words. */
const PHRASES = compilePhrases(DERJA.phrases);

/** Lexicon words that French or English also write: they do not tell a derja message. */
const SHARED = new Set(DERJA.shared.map(spellingKey));
/** Words only derja has: one of them (or an Arabizi digit inside a word) marks a derja message. */
const MARKERS = new Set([...GLOSS.keys()].filter((key) => !SHARED.has(key)));
/** A time of day as English and French write it: "3am", "11pm", "8h", "30min". */
const CLOCK_TIME = /^\d+(?:am|pm|h|mn|min)$/;
/** A letter written as a digit inside a word: "9adeh", "b3id", "n7eb" (not "mp3", "a7", "s9"). */
const ARABIZI = /^[a-z]*[3579][a-z]{2,}|^[a-z]+[3579][a-z]+$|^[a-z]{2,}[379]$/;

/**
 * Whether a folded message (see `foldText`) reads as Tunisian derja in Latin letters: one word of
 * the lexicon, or two Arabizi-shaped words (one could be a model name or a code).
 */
export function isDerja(folded: string): boolean {
  let arabizi = 0;
  let shared = 0;
  for (const word of folded.split(' ')) {
    // "3am" at night and "8h" are times, not derja ("3am" is also derja for a year).
    if (!word || CLOCK_TIME.test(word)) continue;
    const key = spellingKey(word);
    if (MARKERS.has(key)) return true;
    // "b9adeh" is "9adeh" with a particle: a lexicon word under its clitics marks derja too.
    if (/\d/.test(word) && !SHARED.has(key) && glossWord(word) !== undefined) return true;
    if (ARABIZI.test(word) && ++arabizi >= 2) return true;
    if (SHARED.has(key)) shared++;
  }
  // One Arabizi word beside a particle derja shares with other languages ("tsle7 lel pharmacie",
  // "rbe7 fel match"): each alone proves nothing, together they are derja.
  return arabizi >= 1 && shared >= 1;
}

// Derja glues pronouns and particles to words: "telifouni" (my phone), "nkriha" (I rent it),
// "wel" (and the), "ma t5asserch" (does not damage): the bare word is looked up when the whole is
// not known.
const PREFIXES = DERJA.prefixes;
const SUFFIXES = DERJA.suffixes;

function affixedGloss(key: string, lookup: (bare: string) => string | undefined) {
  for (const prefix of PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    for (const suffix of SUFFIXES) {
      if (!key.endsWith(suffix) || prefix.length + suffix.length === 0) continue;
      const bare = key.slice(prefix.length, key.length - suffix.length);
      // Too short a remainder matches by chance.
      if (bare.length < 3) continue;
      const gloss = lookup(bare);
      if (gloss) return gloss;
    }
  }
  return undefined;
}

/**
 * The gloss of a spelling the lexicon lacks, by its skeleton: only for a word that is not French
 * or English (`known`), and with at least 4 letters of skeleton unless an Arabizi digit says the
 * word is derja ("mettre" and "matar" share a 3-letter one).
 */
function skeletonGloss(word: string, known: (word: string) => boolean): string | undefined {
  if (known(word)) return undefined;
  const key = skeletonKey(word);
  if (key.length < (/\d/.test(word) ? 3 : 4)) return undefined;
  return SKELETON_GLOSS.get(key) ?? undefined;
}

function glossWord(word: string, known: (word: string) => boolean = () => false) {
  const key = spellingKey(word);
  return (
    GLOSS.get(key) ??
    affixedGloss(key, (bare) => GLOSS.get(bare)) ??
    // Spelled another way: the consonant skeleton, bare or under its clitics.
    skeletonGloss(word, known) ??
    affixedGloss(key, (bare) => skeletonGloss(bare, known))
  );
}

/**
 * The French gloss of a folded derja message; `known` tells the French and English words the
 * visitor mixes in, which a skeleton must not mistake for derja.
 */
export function glossDerja(folded: string, known?: (word: string) => boolean): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text
    .split(' ')
    .map((word) => glossWord(word, known) ?? word)
    .join(' ');
}
