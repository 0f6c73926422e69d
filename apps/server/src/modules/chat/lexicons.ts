import { z } from 'zod';
import derja from './lexicons/derja.json';
import smallTalk from './lexicons/small-talk.json';
import spellings from './lexicons/spellings.json';
import stopWords from './lexicons/stop-words.json';
import thesaurus from './lexicons/thesaurus.json';

/**
 * The word lists of the built-in engine are data (lexicons/*.json), so staff or a linguist can
 * read and extend them without touching code. Each file is checked by its schema here when the
 * module loads (a broken file stops the server at start, not at the first visitor) and in tests.
 * Words are folded: lower case, no accents (derja keeps its Arabizi digits).
 */

/** A folded word: letters and digits, hyphens inside a multi-word expression ("mise-a-jour"). */
const word = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a folded word: lower case, no accents or spaces');
const words = z.array(word).min(1);

/** A regular expression source, applied with the g flag to folded text. */
const pattern = z.string().refine((source) => {
  try {
    new RegExp(source, 'g');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

const phrase = z.object({
  note: z.string().optional(),
  pattern,
  replacement: z.string(),
});

export const thesaurusSchema = z.object({
  $comment: z.string(),
  concepts: z.record(z.string().regex(/^[a-z]+$/), words),
  phrases: z.array(phrase),
  objectConcepts: z.array(z.string().regex(/^~[a-z]+$/)),
});

export const derjaSchema = z.object({
  $comment: z.string(),
  /** The gloss may be several French words ("il y a"); a trailing digit only keeps keys apart. */
  glosses: z.record(z.string().regex(/^[a-z]+(?:[ -][a-z]+)*\d?$/), words),
  phrases: z.array(phrase),
  shared: words,
  prefixes: z.array(z.string().regex(/^[a-z]*$/)),
  suffixes: z.array(z.string().regex(/^[a-z]*$/)),
});

const spellingsSchema = z.object({
  $comment: z.string(),
  spellings: z.record(word, z.string().regex(/^[a-z0-9 ]+$/)),
});

const stopWordsSchema = z.object({
  $comment: z.string(),
  fr: words,
  en: words,
  markers: z.object({ fr: words, en: words }),
});

const smallTalkSchema = z.object({
  $comment: z.string(),
  greetings: words,
  thanks: words,
  fillers: words,
  human: z.object({ who: pattern, verb: pattern, when: pattern }),
  actions: z.object({ quote: pattern, demo: pattern }),
});

export const THESAURUS = thesaurusSchema.parse(thesaurus);
export const DERJA = derjaSchema.parse(derja);
export const SPELLINGS = spellingsSchema.parse(spellings).spellings;
export const STOP_WORD_LISTS = stopWordsSchema.parse(stopWords);
export const SMALL_TALK = smallTalkSchema.parse(smallTalk);

/** The phrases of a lexicon as regular expressions with their replacement. */
export const compilePhrases = (phrases: readonly { pattern: string; replacement: string }[]) =>
  phrases.map(({ pattern, replacement }) => [new RegExp(pattern, 'g'), replacement] as const);

/**
 * Every schema and file, for the tests. The objects of the same names above are the parsed files.
 */
export const LEXICON_FILES = [
  { name: 'thesaurus.json', schema: thesaurusSchema, data: thesaurus as unknown },
  { name: 'derja.json', schema: derjaSchema, data: derja as unknown },
  { name: 'spellings.json', schema: spellingsSchema, data: spellings as unknown },
  { name: 'stop-words.json', schema: stopWordsSchema, data: stopWords as unknown },
  { name: 'small-talk.json', schema: smallTalkSchema, data: smallTalk as unknown },
] as const;
