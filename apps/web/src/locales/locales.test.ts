import { catalogues } from '@test/locales';
import { describe, expect, it } from 'vitest';

const { fr, en } = catalogues;

/** Every text of a catalogue by its key path (`hero.title`, an array's item `steps.0`). */
function texts(value: unknown, prefix = ''): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, child]) =>
        texts(child, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
  return { [prefix]: String(value) };
}

/**
 * The interpolation variables of a text (`{{name}}`, `{{count, number}}`), sorted. A singular
 * plural form (`…_one`) may say its count in words ('Asked once'), so `count` is left out there.
 */
function variables(key: string, text: string): string[] {
  const names = new Set([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1] ?? ''));
  if (key.endsWith('_one')) names.delete('count');
  return [...names].sort();
}

describe('translations', () => {
  it('has the same namespaces in French and English', () => {
    expect(Object.keys(fr).length).toBeGreaterThan(0);
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  describe.each(Object.keys(fr).sort())('%s', (namespace) => {
    const frTexts = texts(fr[namespace]);
    const enTexts = texts(en[namespace]);

    it('has every French key in English and every English key in French', () => {
      expect(Object.keys(enTexts).sort()).toEqual(Object.keys(frTexts).sort());
    });

    it('uses the same interpolation variables in both languages', () => {
      const shared = Object.keys(frTexts).filter((key) => key in enTexts);
      const variablesOf = (catalogue: Record<string, string>) =>
        Object.fromEntries(shared.map((key) => [key, variables(key, catalogue[key] ?? '')]));
      expect(variablesOf(enTexts)).toEqual(variablesOf(frTexts));
    });
  });
});
