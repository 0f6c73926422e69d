import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/providers';
import { preloadLandingPage } from './app/router';
import { i18n, type Lang } from './lib/i18n';

export { structuredData } from './features/landing/content/structured-data';

/**
 * Build-time rendering of a public page (the landing page) to HTML in one language, with the
 * runtime the browser hydrates it with (Preact, see vite.config.ts). Used only by
 * scripts/prerender.mjs through a Vite SSR build; waits for lazy chunks and translations.
 */
export async function renderPage(
  url: string,
  lang: Lang = 'fr',
): Promise<{ html: string; t: typeof i18n.t }> {
  await i18n.changeLanguage(lang);
  // As in the browser before hydrating: nothing suspends, so both render the same tree.
  await preloadLandingPage();
  // The element is built with React's JSX types but, in this build, is a Preact element.
  const element = (
    <StaticRouter location={url}>
      <App queryClient={createQueryClient()} />
    </StaticRouter>
  ) as unknown as Parameters<typeof renderToStringAsync>[0];
  const html = await renderToStringAsync(element);
  return { html, t: i18n.getFixedT(lang) };
}
