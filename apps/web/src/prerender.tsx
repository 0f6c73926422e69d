import type { SiteContent } from '@app/contracts/site';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/providers';
import { LANDING_NAMESPACES, preloadLandingPage } from './app/router';
import { SiteContentProvider } from './features/site/api/site-content';
import { i18n, LANGS, type Lang, loadNamespaces } from './lib/i18n';

export { structuredData } from './app/landing/structured-data';
export { LANDING_NAMESPACES } from './app/router';

// Both languages' landing texts, loaded once: metaDescription() reads them without waiting.
for (const lang of LANGS) {
  await i18n.changeLanguage(lang);
  await loadNamespaces(LANDING_NAMESPACES);
}

/**
 * Rendering of a public page (the landing page) to HTML in one language from the company's
 * published site content, with the runtime the browser hydrates it with (Preact, see
 * vite.config.ts). Used through a Vite SSR build of this module, at build time
 * (scripts/prerender.mjs) and by the server when content is published; waits for lazy chunks and
 * translations. Renders switch the module's language: call it for one page at a time.
 */
export async function renderPage(
  url: string,
  lang: Lang,
  content: SiteContent,
): Promise<{ html: string; t: typeof i18n.t }> {
  await i18n.changeLanguage(lang);
  // As in the browser before hydrating: nothing suspends, so both render the same tree.
  await preloadLandingPage();
  // The element is built with React's JSX types but, in this build, is a Preact element.
  const element = (
    <StaticRouter location={url}>
      <SiteContentProvider content={content}>
        <App queryClient={createQueryClient()} />
      </SiteContentProvider>
    </StaticRouter>
  ) as unknown as Parameters<typeof renderToStringAsync>[0];
  const html = await renderToStringAsync(element);
  return { html, t: i18n.getFixedT(lang) };
}

/** The page's `<meta name="description">`: the landing's summary under the published brand. */
export function metaDescription(content: SiteContent, lang: Lang): string {
  return i18n.getFixedT(lang, 'site')('landing.meta.description', { brand: content.brandName });
}
