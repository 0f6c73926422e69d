import { describe, expect, it } from 'vitest';

/**
 * Every translation key the web sources name literally exists in French and in English, in the
 * namespace i18next reads it from. A missing key renders as the key itself, which no type check
 * catches.
 *
 * Read: `t('key')` / `t('ns:key')` where `t` (or an alias: `const { t: tt } = …`) comes from a
 * `useTranslation('ns' | ['ns', …])` of the same file (the nearest one above the call, since one
 * file may hold several components); `i18n.t('key', { ns: 'ns' })`; `getFixedT(lang, 'ns')('key')`;
 * `i18nKey="key"`. A key is found in its namespace or, as i18next falls back, in `common`; a key
 * read with `count` may exist only as its plural forms (`key_one`, `key_other`).
 *
 * Skipped: dynamic keys (template strings with `${…}`, keys held in variables), `t` functions
 * received as arguments and those of `useTranslation(place)` (a namespace chosen at run time),
 * whose namespace this scan cannot know.
 */

type Catalogue = Record<string, unknown>;
type Lang = 'fr' | 'en';

const DEFAULT_NS = 'common';

function byNamespace(files: Record<string, Catalogue>): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(files).map(([path, catalogue]) => [
      path.replace(/^.*\/(.+)\.json$/, '$1'),
      catalogue,
    ]),
  );
}

const catalogues: Record<Lang, Record<string, Catalogue>> = {
  fr: byNamespace(import.meta.glob<Catalogue>('./fr/*.json', { eager: true, import: 'default' })),
  en: byNamespace(import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' })),
};

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** A key as a source reads it: the namespaces it is looked up in, first to last. */
interface KeyUse {
  file: string;
  key: string;
  namespaces: string[];
}

/** A string literal's text: '…', "…" or a template string without `${…}` (else undefined). */
const LITERAL = String.raw`(?:'([^'\n]*)'|"([^"\n]*)"|\`([^\`$]*)\`)`;
const literal = (match: RegExpMatchArray, first: number) =>
  match[first] ?? match[first + 1] ?? match[first + 2];

/** The namespaces of a `useTranslation(…)` argument; undefined when a variable names them. */
function namespacesOf(argument: string): string[] | undefined {
  if (argument.trim() === '') return [DEFAULT_NS];
  const names = [...argument.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
  return names.length > 0 ? names : undefined;
}

/** `ns:key` names its namespace; otherwise the binding's first namespace, then `common`. */
function use(file: string, key: string, namespaces: string[]): KeyUse {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : [undefined, key];
  const lookup = ns ? [ns] : [namespaces[0] ?? DEFAULT_NS];
  return { file, key: path ?? key, namespaces: [...new Set([...lookup, DEFAULT_NS])] };
}

/** The code without its comments, whose examples (`t('deleteQuestion')`) are not real keys. */
const code = (source: string) =>
  source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');

function keysOf(file: string, text: string): KeyUse[] {
  const source = code(text);
  const uses: KeyUse[] = [];
  // `const { t } = useTranslation(…)` or `const { t: tt, i18n } = useTranslation(…)`.
  const bindings = [
    ...source.matchAll(/const\s*\{([^}]*)\}\s*=\s*useTranslation\(([^)]*)\)/g),
  ].flatMap((match) => {
    const name = /(?:^|,)\s*t\s*(?::\s*(\w+))?\s*(?:,|$)/.exec(match[1] ?? '');
    const namespaces = namespacesOf(match[2] ?? '');
    if (!name || !namespaces) return [];
    return [{ name: name[1] ?? 't', at: match.index, namespaces }];
  });
  for (const name of new Set(bindings.map((binding) => binding.name))) {
    const calls = new RegExp(String.raw`(?<![\w$.])${name}\(\s*${LITERAL}`, 'g');
    for (const call of source.matchAll(calls)) {
      const key = literal(call, 1);
      const binding = bindings
        .filter((candidate) => candidate.name === name && candidate.at < call.index)
        .at(-1);
      if (key !== undefined && binding) uses.push(use(file, key, binding.namespaces));
    }
  }
  const withNs = new RegExp(String.raw`i18n\.t\(\s*${LITERAL}\s*,\s*\{\s*ns:\s*'(\w+)'`, 'g');
  for (const call of source.matchAll(withNs)) {
    const key = literal(call, 1);
    if (key !== undefined) uses.push(use(file, key, [call[4] ?? DEFAULT_NS]));
  }
  const fixed = new RegExp(String.raw`getFixedT\([^,)]*,\s*'(\w+)'\)\(\s*${LITERAL}`, 'g');
  for (const call of source.matchAll(fixed)) {
    const key = literal(call, 2);
    if (key !== undefined) uses.push(use(file, key, [call[1] ?? DEFAULT_NS]));
  }
  const fileNs = bindings[0]?.namespaces ?? [DEFAULT_NS];
  for (const attribute of source.matchAll(/i18nKey=\{?\s*['"]([^'"]+)['"]/g)) {
    uses.push(use(file, attribute[1] ?? '', fileNs));
  }
  return uses;
}

/** Whether a key path (`hero.title`, `about.points`) names something in a catalogue. */
function has(catalogue: Catalogue | undefined, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Catalogue)[part] : undefined,
      catalogue,
    );
  return value !== undefined;
}

function found(lang: Lang, { key, namespaces }: KeyUse): boolean {
  const forms = [key, `${key}_one`, `${key}_other`];
  return namespaces.some((ns) => forms.some((form) => has(catalogues[lang][ns], form)));
}

const uses = Object.entries(sources).flatMap(([file, source]) =>
  keysOf(file.replace(/^\.\.\//, 'src/'), source),
);

describe('translation keys named in the sources', () => {
  it('reads the keys of the whole app', () => {
    // Guards the scan itself: a broken pattern would otherwise find nothing and pass.
    expect(uses.length).toBeGreaterThan(1000);
    expect(new Set(uses.map((keyUse) => keyUse.file)).size).toBeGreaterThan(100);
  });

  it.each(['fr', 'en'] as const)('finds every one of them in %s', (lang) => {
    const missing = uses
      .filter((keyUse) => !found(lang, keyUse))
      .map(({ file, key, namespaces }) => `${file}: ${namespaces[0]}:${key}`);
    expect(missing).toEqual([]);
  });
});

// The keys the scan skips because their namespace is chosen at run time: the place dialogs'
// (features/places/api/use-place-form) and the portal's add popups' (lib/use-add-dialog).
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
      .filter(({ ns, key }) => !found(lang, { file: '', key, namespaces: [ns] }))
      .map(({ ns, key }) => `${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
