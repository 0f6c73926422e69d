import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInReply } from '../../../src/modules/chat/built-in-assistant';
import { glossDerja, isDerja, skeletonKey, spellingKey } from '../../../src/modules/chat/derja';
import { type EvaluationCase, evaluate } from '../../../src/modules/chat/evaluation';
import { FaqIndex } from '../../../src/modules/chat/faq-index';
import { questionKey } from '../../../src/modules/chat/question-key';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';
import { segmentMessage } from '../../../src/modules/chat/segments';
import { expandSpellings } from '../../../src/modules/chat/spellings';
import { detectLanguage, foldText } from '../../../src/modules/chat/text';

const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));
const index = new FaqIndex(entries);
const questionOf = (id: number | null) => entries.find((entry) => entry.id === id)?.question;
const reply = (message: string) => builtInReply(index, message, detectLanguage(message, 'fr'));

describe('derja in Latin letters', () => {
  it('recognises derja by its words or Arabizi digits, not model names or codes', () => {
    expect(isDerja(foldText('9adeh soum el borne?'))).toBe(true);
    expect(isDerja(foldText('chnowa el nano box'))).toBe(true);
    expect(isDerja(foldText('b9adeh el borne'))).toBe(true);
    expect(isDerja(foldText('Is there a galaxy a7 or s9 cable?'))).toBe(false);
    expect(isDerja(foldText('how much does it cost'))).toBe(false);
    expect(isDerja(foldText('la borne NB-0042 est en panne'))).toBe(false);
  });

  it('glosses spellings, clitics and negation into French', () => {
    expect(spellingKey('chnoua')).toBe(spellingKey('chnowa'.replace('w', 'u')));
    expect(glossDerja('9adech soumha')).toBe('combien prix');
    expect(glossDerja('najem nkriha')).toBe('peut louer');
    expect(glossDerja('ma tkhasserch')).toContain('abimer');
    expect(glossDerja('lil w nhar')).toBe('24h 24');
  });

  it('reads spellings the lexicon lacks by their consonant skeleton, never a French word', () => {
    // Short vowels and Arabizi digits are written at will.
    expect(skeletonKey('mte3')).toBe(skeletonKey('mta3'));
    expect(skeletonKey('ysala7ha')).toBe(skeletonKey('ysal7ha'));
    expect(skeletonKey('9adeh')).toBe(skeletonKey('kadeh'));
    expect(glossDerja('nechrouha')).toBe('acheter');
    expect(glossDerja('nkalmoukom')).toBe('appeler');
    // A word French or English knows keeps its meaning in a derja message.
    const known = (word: string) => ['mettre', 'share'].includes(word);
    expect(glossDerja('mettre share', known)).toBe('mettre share');
    // A 3-letter skeleton alone is too short to trust without an Arabizi digit.
    expect(glossDerja('mutur')).toBe('mutur');
  });

  it('answers derja in French', () => {
    const answer = reply('9adeh soum el borne?');
    expect(answer.language).toBe('fr');
    expect(questionOf(answer.faqId)).toBe('Combien coûte une station de recharge ?');
    expect(questionOf(reply('najem nkri borne lel cafe mte3i?').faqId)).toBe(
      'Comment acheter ou louer une station ?',
    );
  });
});

describe('SMS spellings and short messages', () => {
  it('spells out SMS abbreviations of both languages', () => {
    expect(expandSpellings('la garanti c cmb de tps')).toBe('la garanti c combien de temps');
    expect(expandSpellings('ur chargers r safe')).toBe('your chargers are safe');
    // "y" is French ("il y a"), not "why".
    expect(expandSpellings('il y a')).toBe('il y a');
  });

  it('tells the language of a short message by the words of the seeded FAQ', () => {
    expect(detectLanguage('custom colours?', 'fr')).toBe('en');
    expect(detectLanguage('couleurs personnalisées ?', 'en')).toBe('fr');
  });
});

describe('long and multi-part messages', () => {
  it('cuts a message into the sentences that ask, and a sentence into its questions', () => {
    const { questions, parts } = segmentMessage(
      'Bonjour, je tiens un café à Sfax. Elle coûte combien et elle est garantie combien de temps ?',
    );
    expect(questions).toEqual(['Elle coûte combien et elle est garantie combien de temps ?']);
    expect(parts[0]).toHaveLength(2);
  });

  it('answers every question of a message, in order', () => {
    const answer = reply('c’est quoi la nano box et combien elle coute ?');
    expect(answer.faqIds.map(questionOf)).toEqual([
      'Qu’est-ce que la Nano Box ?',
      'Combien coûte une station de recharge ?',
    ]);
    expect(answer.response.split('\n\n')).toHaveLength(2);
  });

  it('finds the question after a long description of the venue', () => {
    const answer = reply(
      'Hi, I own a small coffee shop in Tunis downtown, about 30 seats, lots of students who stay for hours with laptops and phones. What would it cost me to get one of your stations and how does payment work?',
    );
    expect(questionOf(answer.faqId)).toBe('How much does a charging station cost?');
  });

  it('still says it does not know about things the FAQ does not cover', () => {
    for (const message of [
      'quel temps fait il a tunis demain',
      'who won the world cup',
      'chkoun rba7 el match?',
      'vous avez un bureau a Paris ?',
    ]) {
      expect(reply(message).kind, message).toBe('unknown');
    }
  });
});

describe('unanswered question keys', () => {
  it('groups spellings, accents, word order and punctuation of one question', () => {
    const key = questionKey('Vous livrez à Djerba ?');
    expect(questionKey('vous livrez a djerba')).toBe(key);
    expect(questionKey('Livrez-vous à DJERBA ??')).toBe(key);
    expect(questionKey('Vous livrez à Sousse ?')).not.toBe(key);
    expect(questionKey('?!')).toBe('?');
  });
});

describe('visitor evaluation set (npm run chat:eval)', () => {
  const { cases } = JSON.parse(
    readFileSync(new URL('./chat-eval/visitors.json', import.meta.url), 'utf8'),
  ) as { cases: Required<EvaluationCase>[] };
  const questions = new Set(entries.map((entry) => entry.question));

  it('has ≥ 300 questions in FR, EN and derja, ≥ 60 of them unanswerable, each expecting a real entry', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(cases.filter((item) => item.expected === null).length).toBeGreaterThanOrEqual(60);
    for (const language of ['fr', 'en', 'dj']) {
      expect(cases.filter((item) => item.language === language).length).toBeGreaterThan(50);
    }
    for (const item of cases) {
      const expected = item.expected === null ? [] : [item.expected].flat();
      for (const question of expected) expect(questions).toContain(question);
    }
    expect(new Set(cases.map((item) => item.message)).size).toBe(cases.length);
  });

  it('keeps the split fixed before tuning: SHA-256 parity of each message', () => {
    for (const item of cases) {
      const even = createHash('sha256').update(item.message).digest()[0]! % 2 === 0;
      expect(item.split, item.message).toBe(even ? 'tuning' : 'held-back');
    }
  });

  it('meets the targets on the tuning half (the held-back half is reported, see bench/RESULTS.md)', () => {
    const result = evaluate(
      entries,
      cases.filter((item) => item.split === 'tuning'),
    );
    expect(result.answerable.correct / result.answerable.total).toBeGreaterThanOrEqual(0.9);
    // Issue 34: an unanswerable question may get suggestions instead of "I don't know" (never a
    // confident answer), so refusals alone dropped from 91.7 % to 88.9 %.
    expect(result.unanswerable.refused / result.unanswerable.total).toBeGreaterThanOrEqual(0.85);
    expect(result.acceptable / result.total).toBeGreaterThanOrEqual(0.95);
    expect(result.confidentlyWrong / result.total).toBeLessThanOrEqual(0.02);
  });
});
