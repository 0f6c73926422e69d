import { describe, expect, it } from 'vitest';
import { builtInReply } from '../../../src/modules/chat/built-in-assistant';
import { ngramCounts, weighted } from '../../../src/modules/chat/char-ngrams';
import { glossDerja } from '../../../src/modules/chat/derja';
import { FaqIndex } from '../../../src/modules/chat/faq-index';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';
import { detectLanguage, isMistypedStopWord, squeeze } from '../../../src/modules/chat/text';

// Rules that make the built-in engine read visitors it was not tuned on: typos, doubled letters,
// spellings, words of the domain said another way. The messages here are written for these tests,
// not taken from the evaluation sets.

const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));
const index = new FaqIndex(entries);
const questionOf = (id: number | null) => entries.find((entry) => entry.id === id)?.question;
const answered = (message: string) => {
  const reply = builtInReply(index, message, detectLanguage(message, 'fr'));
  return reply.kind === 'answer' ? questionOf(reply.faqId) : reply.kind;
};

describe('character n-grams', () => {
  it('cuts padded 3- and 4-letter pieces, so a word start and end count', () => {
    const counts = ngramCounts(['box']);
    expect([...counts.keys()].sort()).toEqual([' bo', ' box', 'box', 'box ', 'ox '].sort());
  });

  it('weights to unit length, leaving out pieces no entry has', () => {
    const vector = weighted(ngramCounts(['garantie', 'zzzz']), (gram) =>
      gram.includes('z') ? 0 : 1,
    );
    expect([...vector.keys()].some((gram) => gram.includes('z'))).toBe(false);
    const norm = Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));
    expect(norm).toBeCloseTo(1, 10);
  });

  it('ranks the entry a mistyped question looks like first', () => {
    const [best] = index.search('garentie des bornse', 'fr');
    expect(best?.entry.question).toBe('Quelle est la garantie de vos stations ?');
    expect(best?.similarity).toBeGreaterThan(0.3);
  });
});

describe('typos the word index used to miss', () => {
  it('reads doubled or dropped repeated letters as the word', () => {
    expect(squeeze('boornes')).toBe('bornes');
    expect(squeeze('installer')).toBe(squeeze('instaler'));
    expect(answered('vouus proposeez une garrantie ?')).toBe(
      'Quelle est la garantie de vos stations ?',
    );
  });

  it('accepts a mistyped first letter in a long word only', () => {
    expect(answered('quelle est la qarantie des bornes')).toBe(
      'Quelle est la garantie de vos stations ?',
    );
  });

  it('drops a short glue word typed with two letters swapped, not a changed letter', () => {
    expect(isMistypedStopWord('teh')).toBe(true);
    expect(isMistypedStopWord('adn')).toBe(true);
    // "tel" is one letter away from "les": a word of its own.
    expect(isMistypedStopWord('tel')).toBe(false);
    expect(answered('how lomg is teh warrranty')).toBe('What warranty do your stations have?');
  });
});

describe('domain words said another way', () => {
  it('maps worry, crowd and discount words to their concept', () => {
    expect(answered('I am worried my phone could overheat')).toBe(
      'Are your charging stations safe?',
    );
    expect(answered('do you have something for huge crowds')).toBe('What is the Mega Charger?');
    expect(answered('do resellers get a discount')).toBe('How much does a charging station cost?');
  });

  it('knows the everyday English of the trade', () => {
    expect(answered('is there an analytics page for my kiosks')).toBe(
      'How do I monitor my stations remotely?',
    );
    expect(answered('would it suit a hostel reception')).toBe(
      'Which places are your stations made for?',
    );
    expect(answered('ballpark figure for one unit?')).toBe(
      'How much does a charging station cost?',
    );
  });

  it('glosses everyday derja words of the trade', () => {
    expect(glossDerja('win njikom')).toBe('ou adresse');
    expect(glossDerja('el 7arfa t3abi')).toBe('le client recharger');
    expect(glossDerja('otel kbir')).toBe('hotel grand');
    expect(answered('win njikom ?')).toBe('Comment vous contacter ?');
    expect(answered('el borne tesla7 l otel ?')).toBe(
      'Pour quels lieux vos stations sont-elles faites ?',
    );
  });
});

describe('language of a message without a telling word', () => {
  it('reads it from its letters, product names alone from the browser', () => {
    expect(detectLanguage('warrenty perid', 'fr')).toBe('en');
    expect(detectLanguage('nano box pricing', 'fr')).toBe('en');
    expect(detectLanguage('garentie duree', 'en')).toBe('fr');
    expect(detectLanguage('Nano Box ?', 'fr')).toBe('fr');
    expect(detectLanguage('Nano Box ?', 'en')).toBe('en');
  });
});

describe('refusals stay calibrated', () => {
  it('does not answer from one shared word when the rest is unknown', () => {
    for (const message of [
      'who won the football match yesterday',
      'vous vendez des trottinettes ?',
      'chkoun rba7 el match?',
      'quel est le cours du dinar aujourd hui',
    ]) {
      expect(answered(message), message).toBe('unknown');
    }
  });
});
