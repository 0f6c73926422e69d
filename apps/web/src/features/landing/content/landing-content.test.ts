import { describe, expect, it } from 'vitest';
import enLanding from '../../../locales/en/landing.json';
import frLanding from '../../../locales/fr/landing.json';
import { cycleIndex } from '../components/ProductCarousel';
import { COMPANY, FAQ, PRODUCTS } from './site';
import { structuredData } from './structured-data';

/** Every key path of a nested translation object, e.g. `hero.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('product carousel', () => {
  it('cycles through the 3 products modulo 3, both ways', () => {
    expect(PRODUCTS).toHaveLength(3);
    expect([0, 1, 2].map((index) => cycleIndex(index, 1))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => cycleIndex(index, -1))).toEqual([2, 0, 1]);
    expect(cycleIndex(2, 4)).toBe(0);
  });
});

describe('landing content', () => {
  it('has 7 FAQ entries, each a question and answer lines in both languages', () => {
    expect(FAQ).toHaveLength(7);
    for (const entry of FAQ) {
      expect(entry.question.fr.trim()).not.toBe('');
      expect(entry.question.en.trim()).not.toBe('');
      expect(entry.answers.fr.length).toBeGreaterThan(0);
      expect(entry.answers.en).toHaveLength(entry.answers.fr.length);
    }
  });

  it('gives every technical sheet row a label and a value in both languages', () => {
    for (const product of PRODUCTS) {
      expect(product.sheet.length).toBeGreaterThan(5);
      for (const row of product.sheet) {
        for (const lang of ['fr', 'en'] as const) {
          expect(row.label[lang].trim(), `${product.id} ${row.label.fr}`).not.toBe('');
          expect(row.value[lang].trim(), `${product.id} ${row.label.fr}`).not.toBe('');
        }
      }
    }
  });

  it('keeps the French and English landing texts in step', () => {
    expect(keyPaths(enLanding)).toEqual(keyPaths(frLanding));
  });
});

describe('structured data', () => {
  it('describes the company and the FAQ of the page language from the site configuration', () => {
    const data = structuredData('en', 'https://example.tn/?lang=en', 'https://example.tn') as {
      '@graph': Array<Record<string, unknown>>;
    };
    const [organization, faq] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: COMPANY.name,
      email: COMPANY.email,
      url: 'https://example.tn/',
      address: { '@type': 'PostalAddress', addressCountry: 'TN' },
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en' });
    const questions = faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(7);
    expect(questions[0]?.name).toBe(FAQ[0]?.question.en);
    expect(questions[0]?.acceptedAnswer.text).toBe(FAQ[0]?.answers.en.join(' '));
  });
});
