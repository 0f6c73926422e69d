import { type Catalogue, catalogues } from '@test/locales';
import { describe, expect, it } from 'vitest';

/**
 * A key the sources name literally is checked by `tsc`: src/i18next.d.ts types `t` with the French
 * catalogues (i18next's typed resources), and locales.test.ts keeps English to the same keys.
 * What `tsc` cannot check is a key read from a namespace chosen at run time: the place dialogs'
 * (features/places/api/use-place-form, one namespace per place) and the portal's add popups'
 * (lib/use-add-dialog). Those are listed here.
 */

/** Whether a key path (`admin.addTitle`) names a text in a catalogue. */
function has(catalogue: Catalogue | undefined, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Catalogue)[part] : undefined,
      catalogue,
    );
  return typeof value === 'string';
}

describe('keys read from a namespace chosen at run time', () => {
  const cases = [
    ...(['espaces', 'stations', 'lockers'] as const).flatMap((ns) =>
      ['admin.addTitle', 'admin.editTitle', 'admin.saved'].map((key) => ({ ns, key })),
    ),
    ...(['espaces', 'stations', 'reclamations'] as const).flatMap((ns) =>
      ['client.addTitle', 'client.addDescription', 'client.addSubmit'].map((key) => ({ ns, key })),
    ),
  ];
  it.each(['fr', 'en'] as const)('are all in %s', (lang) => {
    const missing = cases
      .filter(({ ns, key }) => !has(catalogues[lang][ns], key))
      .map(({ ns, key }) => `${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
