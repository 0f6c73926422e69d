import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/providers';
import { i18n, type Lang } from './lib/i18n';

export { structuredData } from './features/landing/content/structured-data';

/**
 * Build-time rendering of a public page (the landing page) to HTML in one language. Used only by
 * scripts/prerender.mjs through a Vite SSR build; waits for lazy chunks and translations.
 */
export async function renderPage(
  url: string,
  lang: Lang = 'fr',
): Promise<{ html: string; t: typeof i18n.t }> {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common', 'landing']);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App queryClient={createQueryClient()} />
    </StaticRouter>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), t: i18n.getFixedT(lang) };
}
