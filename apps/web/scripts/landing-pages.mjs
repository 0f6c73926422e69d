/**
 * Assembles the prerendered landing pages from the site content: the FR and EN pages (each with
 * its <html lang>, title, description, canonical and hreflang links, Open Graph tags, schema.org
 * data and the content itself as `<script type="application/json" id="site-content">`, read by
 * the page before it hydrates) and the sitemap.
 *
 * Used twice, from the same file: by scripts/prerender.mjs at build time (with the default
 * content), and by the server when staff publish the site (it runs a copy kept in the build, in
 * `dist/.ssr/`, inside a worker thread). Everything it needs is in that folder: the SSR bundle of
 * src/prerender.tsx (`prerender.mjs`) and `landing.json` (the page shell and the chunks to
 * preload per language), written by the build.
 *
 * Plain JavaScript with no dependency: the server loads it from the build without a bundler.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The files of one rendering, relative to the folder they are served from. */
export const LANDING_FILES = ['index.html', 'index.en.html', 'sitemap.xml'];

/** Where each language's landing page lives, and the file the server sends for it. */
function pagesOf(publicUrl) {
  return {
    fr: { url: `${publicUrl}/`, file: 'index.html', ogLocale: 'fr_TN' },
    en: { url: `${publicUrl}/?lang=en`, file: 'index.en.html', ogLocale: 'en_US' },
  };
}

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
// JSON inside <script>: `<` escaped so no text can close the element.
export const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

function headTags(pages, lang, title, description, data, preloads) {
  const page = pages[lang];
  return [
    ...preloads,
    `<link rel="canonical" href="${escapeAttribute(page.url)}" />`,
    ...Object.entries(pages).map(
      ([code, other]) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(other.url)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(pages.fr.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(title.split(' · ')[0])}" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(page.url)}" />`,
    `<meta property="og:locale" content="${page.ogLocale}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${scriptJson(data)}</script>`,
  ].join('\n    ');
}

function sitemap(pages, lastModified) {
  const alternates = Object.entries(pages)
    .map(
      ([code, page]) =>
        `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeAttribute(page.url)}" />`,
    )
    .join('\n');
  const lastmod = lastModified ? `    <lastmod>${escapeText(lastModified)}</lastmod>\n` : '';
  const urls = Object.values(pages)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeText(page.url)}</loc>\n${lastmod}${alternates}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/**
 * Renders the landing pages of `content`.
 * @param {{ ssrDir: string, content: object, publicUrl: string, lastModified?: string | null }} options
 *   `ssrDir`: the folder holding prerender.mjs and landing.json; `publicUrl` without a trailing
 *   slash; `lastModified`: the publication date (ISO) for the sitemap, if any.
 * @returns {Promise<Record<string, string>>} file name (LANDING_FILES) → content
 */
export async function renderLandingPages({ ssrDir, content, publicUrl, lastModified = null }) {
  const ssr = await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href);
  const { shell, preloads } = JSON.parse(await readFile(path.join(ssrDir, 'landing.json'), 'utf8'));
  const pages = pagesOf(publicUrl);
  const files = {};
  // One language at a time: rendering switches the bundle's current language.
  for (const lang of Object.keys(pages)) {
    const { html, t } = await ssr.renderPage('/', lang, content);
    const title = t('titles.landing', { brand: content.brandName });
    const description = ssr.metaDescription(content, lang);
    const data = ssr.structuredData(content, lang, publicUrl);
    files[pages[lang].file] = shell
      .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        () => `<meta name="description" content="${escapeAttribute(description)}" />`,
      )
      .replace(
        '</head>',
        () =>
          `  ${headTags(pages, lang, title, description, data, preloads[lang] ?? [])}\n  </head>`,
      )
      // data-lang tells main.tsx which language the markup is in, so it hydrates only a match;
      // the content travels with the page as inert JSON (allowed by the CSP), read before hydrating.
      // (Function replacements: `$` in the content is text, not a replacement pattern.)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-lang="${lang}">${html}</div>\n    <script type="application/json" id="site-content">${scriptJson(content)}</script>`,
      );
  }
  files['sitemap.xml'] = sitemap(pages, lastModified);
  return files;
}
