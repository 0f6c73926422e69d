import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { intentsLexiconSchema } from '../../../src/modules/chat/intents';
import {
  DERJA,
  derjaSchema,
  LEXICON_FILES,
  SPELLINGS,
  STOP_WORD_LISTS,
  THESAURUS,
  thesaurusSchema,
} from '../../../src/modules/chat/lexicons';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';
import { SEED_PHRASINGS, seedPhrasingsSchema } from '../../../src/modules/chat/seed-phrasings';
import phrasingsFile from '../../../src/modules/chat/seed-phrasings.json';

// The engine's word lists are data files (src/modules/chat/lexicons/*.json), each checked by its
// schema: at load (a broken file stops the server at start) and here.

describe('lexicon files', () => {
  it('has a schema for every file of the lexicons folder', () => {
    const files = readdirSync(new URL('../../../src/modules/chat/lexicons/', import.meta.url));
    const checked = [...LEXICON_FILES.map((file) => file.name), 'intents.json'];
    expect(files.sort()).toEqual(checked.sort());
  });

  it.each(LEXICON_FILES)('$name is valid', ({ schema, data }) => {
    const result = schema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues.slice(0, 3))).toBe(true);
  });

  it('refuses words that are not folded and patterns that do not compile', () => {
    const withWord = (word: string) => ({
      ...THESAURUS,
      concepts: { ...THESAURUS.concepts, price: [word] },
    });
    expect(thesaurusSchema.safeParse(withWord('prix')).success).toBe(true);
    expect(thesaurusSchema.safeParse(withWord('Prix')).success).toBe(false);
    expect(thesaurusSchema.safeParse(withWord('sécurité')).success).toBe(false);
    expect(thesaurusSchema.safeParse(withWord('two words')).success).toBe(false);
    expect(thesaurusSchema.safeParse({ ...THESAURUS, concepts: { price: [] } }).success).toBe(
      false,
    );
    const badPhrase = { ...DERJA, phrases: [{ pattern: '(unclosed', replacement: 'x' }] };
    expect(derjaSchema.safeParse(badPhrase).success).toBe(false);
    const { objectConcepts: _dropped, ...missing } = THESAURUS;
    expect(thesaurusSchema.safeParse(missing).success).toBe(false);
    expect(intentsLexiconSchema.safeParse({ $comment: '' }).success).toBe(false);
  });

  it('keeps the lists the engine relies on', () => {
    expect(THESAURUS.concepts.price).toContain('tarif');
    expect(THESAURUS.objectConcepts).toContain('~nano');
    expect(DERJA.glosses.combien).toContain('9adeh');
    expect(SPELLINGS.bjr).toBe('bonjour');
    expect(STOP_WORD_LISTS.fr).toContain('vous');
    expect(STOP_WORD_LISTS.en).toContain('the');
  });

  it('names each object concept among the concepts', () => {
    for (const concept of THESAURUS.objectConcepts) {
      expect(Object.keys(THESAURUS.concepts)).toContain(concept.slice(1));
    }
  });

  it('keys the seeded phrasings by seeded questions, and refuses an empty phrasing', () => {
    expect(seedPhrasingsSchema.safeParse(phrasingsFile).success).toBe(true);
    const questions = new Set(SEED_FAQ.map((entry) => entry.question));
    for (const question of Object.keys(SEED_PHRASINGS)) expect(questions).toContain(question);
    const empty = { ...phrasingsFile, phrasings: { 'Comment vous contacter ?': ['  '] } };
    expect(seedPhrasingsSchema.safeParse(empty).success).toBe(false);
  });
});
