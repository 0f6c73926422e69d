import { joinAnswers, splitAnswers } from '@app/contracts/chat';
import { describe, expect, it } from 'vitest';
import { builtInReply } from '../../../src/modules/chat/built-in-assistant';
import { FaqIndex } from '../../../src/modules/chat/faq-index';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';
import { smallTalkOf } from '../../../src/modules/chat/small-talk';
import { stationReferenceOf } from '../../../src/modules/chat/station-qr';
import {
  detectLanguage,
  editDistance,
  foldText,
  stem,
  words,
} from '../../../src/modules/chat/text';

const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));
const index = new FaqIndex(entries);
const questionOf = (message: string, language: 'fr' | 'en') =>
  index.search(message, language)[0]?.entry.question;

describe('chat text processing', () => {
  it('folds accents, case and French elisions', () => {
    expect(foldText('Sécurité ÉLEVÉE, cœur')).toBe('securite elevee coeur');
    expect(words("l'entretien d’une borne")).toEqual(['entretien', 'une', 'borne']);
  });

  it('stems plural, gender and verb forms together', () => {
    expect(stem('stations')).toBe(stem('station'));
    expect(stem('personnalisees')).toBe(stem('personnalise'));
    expect(stem('charging')).toBe(stem('charge'));
  });

  it('counts typos including swapped letters', () => {
    expect(editDistance('garantie', 'garentie', 2)).toBe(1);
    expect(editDistance('securite', 'secuirte', 2)).toBe(1);
    expect(editDistance('nano', 'mega', 1)).toBe(2);
  });

  it('detects the language of the message, falling back on the browser language', () => {
    expect(detectLanguage('Combien coûte une borne ?', 'en')).toBe('fr');
    expect(detectLanguage('How much does it cost?', 'fr')).toBe('en');
    expect(detectLanguage('Nano Box', 'en')).toBe('en');
    expect(detectLanguage('Nano Box', 'fr')).toBe('fr');
  });
});

describe('FAQ index', () => {
  it('finds entries despite missing accents, typos and other words', () => {
    expect(questionOf('securite des bornes', 'fr')).toBe(
      'Vos stations de recharge sont-elles sécurisées ?',
    );
    expect(questionOf('waranty', 'en')).toBe('What warranty do your stations have?');
    expect(questionOf('tarif', 'fr')).toBe('Combien coûte une station de recharge ?');
  });

  it('prefers the entry in the visitor language', () => {
    expect(index.search('Nano Box', 'en')[0]?.entry.language).toBe('en');
    expect(index.search('Nano Box', 'fr')[0]?.entry.language).toBe('fr');
  });

  it('gives low confidence to questions the FAQ does not cover', () => {
    const [best] = index.search('recette de couscous tunisien', 'fr');
    expect(best?.confidence ?? 0).toBeLessThan(0.55);
  });

  it('answers from an entry, or says it does not know with the contact form', () => {
    const answer = builtInReply(index, 'Quelle garantie ?', 'fr');
    expect(answer).toMatchObject({
      kind: 'answer',
      response: 'Toutes nos stations sont garanties 1 an.',
    });
    const unknown = builtInReply(index, 'who won the world cup', 'en');
    expect(unknown).toMatchObject({ kind: 'unknown', actions: ['contact'] });
  });

  it('joins several answer lines with line breaks', () => {
    const reply = builtInReply(index, 'Quelle maintenance proposez-vous ?', 'fr');
    expect(reply.response.split('\n')).toHaveLength(2);
  });
});

describe('small talk', () => {
  it('recognises greetings, thanks and asking for a person', () => {
    expect(smallTalkOf('Bonjour')).toBe('greeting');
    expect(smallTalkOf('hello there')).toBe('greeting');
    expect(smallTalkOf('Salut !')).toBe('greeting');
    expect(smallTalkOf('merci beaucoup')).toBe('thanks');
    expect(smallTalkOf('I want to talk to a human')).toBe('human');
    expect(smallTalkOf('puis-je parler à un conseiller ?')).toBe('human');
  });

  it('treats a greeting followed by a question as a question', () => {
    expect(smallTalkOf('Bonjour, quel est le prix ?')).toBeUndefined();
  });
});

describe('station QR codes', () => {
  it('reads the station reference of a complaint-form URL', () => {
    expect(stationReferenceOf('https://example.tn/reclamation-qr?station=NB-12')).toBe('NB-12');
    expect(stationReferenceOf('https://example.tn/other?station=NB-12')).toBeUndefined();
    expect(stationReferenceOf('not a url')).toBeUndefined();
  });
});

describe('answers text of the staff screen', () => {
  it("joins answers with ' | ' and splits on '|' with trimming", () => {
    expect(joinAnswers(['Oui', 'Non'])).toBe('Oui | Non');
    expect(splitAnswers(' Oui |Non|  | Peut-être ')).toEqual(['Oui', 'Non', 'Peut-être']);
  });
});
