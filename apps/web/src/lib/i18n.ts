import type { Language } from '@app/contracts/common';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * i18n setup. FR is the default, EN the other language; the choice is kept in localStorage under
 * `lang` and mirrored on `<html lang>`.
 *
 * Namespaces: `src/locales/{fr,en}/<ns>.json`, one per domain of `src/features/<domain>` (plus `app`
 * for the back-office and portal shells, `common` for shared texts). `common` is bundled with the
 * shell; every other namespace is a lazy chunk fetched the first time a component calls
 * `useTranslation('<ns>')` (which suspends until it is there) or `loadNamespaces('<ns>')`. Adding a
 * namespace is only adding the two JSON files — nothing to register.
 */

// Kept local (not imported from @app/contracts/common) so the shell bundle does not pull in zod.
export const LANGS = ['fr', 'en'] as const satisfies readonly Language[];
export type Lang = (typeof LANGS)[number];
const DEFAULT_LANG: Lang = 'fr';
const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

const commonResources = import.meta.glob<ResourceKey>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});

/**
 * The landing page's build (`vite build --mode landing`) renders the public site alone: it loads
 * only the `landing` part of the namespaces that page shows, so the back-office texts sharing those
 * files stay out of its first load. Written out rather than globbed because Rollup drops a JSON
 * file's other parts only for an `import()` destructured on the spot.
 */
function landingParts(): Record<string, () => Promise<ResourceKey>> {
  return {
    '../locales/fr/site.json': () =>
      import('@/locales/fr/site.json').then(({ landing }) => ({ landing })),
    '../locales/en/site.json': () =>
      import('@/locales/en/site.json').then(({ landing }) => ({ landing })),
    '../locales/fr/sales.json': () =>
      import('@/locales/fr/sales.json').then(({ landing }) => ({ landing })),
    '../locales/en/sales.json': () =>
      import('@/locales/en/sales.json').then(({ landing }) => ({ landing })),
    '../locales/fr/chat.json': () =>
      import('@/locales/fr/chat.json').then(({ landing }) => ({ landing })),
    '../locales/en/chat.json': () =>
      import('@/locales/en/chat.json').then(({ landing }) => ({ landing })),
  };
}

const lazyResources =
  import.meta.env.MODE === 'landing'
    ? landingParts()
    : import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/common.json'], {
        import: 'default',
      });

const localeFile = (lang: string, ns: string) => `../locales/${lang}/${ns}.json`;

/** Loads `src/locales/<lang>/<ns>.json` on demand; an unknown namespace resolves to nothing. */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = lazyResources[localeFile(language, namespace)];
    if (!load) {
      if (import.meta.env.DEV) console.warn(`[i18n] missing ${localeFile(language, namespace)}`);
      return Promise.resolve({});
    }
    return load();
  },
} as BackendModule;

function readStoredLang(): Lang | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLang(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function syncDocument(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export const i18n = i18next.createInstance();

/** A page shown in a frame (the back-office preview): its language is not the visitor's choice. */
const framed = typeof window !== 'undefined' && window.self !== window.top;

i18n.on('languageChanged', (lang) => {
  syncDocument(lang);
  if (framed) return;
  try {
    if (isLang(lang)) globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts for the session.
  }
});

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLang() ?? DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGS,
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    partialBundledLanguages: true,
    resources: Object.fromEntries(
      LANGS.map((lang) => [lang, { common: commonResources[localeFile(lang, 'common')] ?? {} }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

syncDocument(i18n.language);

/** The current language (always one of LANGS). */
export function getLang(): Lang {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** Switches language: persists it, updates `<html lang>`, loads the namespaces in use. */
export async function setLang(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
}

/** Preloads namespaces (e.g. before opening a lazily shown panel). */
export function loadNamespaces(ns: string | readonly string[]): Promise<void> {
  return i18n.loadNamespaces(ns as string | string[]);
}

/** React access to the current language; re-renders on change. */
export function useLang(): { lang: Lang; setLang: (lang: Lang) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  const change = useCallback(
    async (lang: Lang) => {
      await instance.changeLanguage(lang);
    },
    [instance],
  );
  return { lang: isLang(current) ? current : DEFAULT_LANG, setLang: change };
}
