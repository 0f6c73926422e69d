/**
 * Prerenders the landing page into the client build, once per language:
 *   index.html     French (the default, served at `/`)
 *   index.en.html  English (served at `/?lang=en`, the address the hreflang links advertise)
 * Each gets its own <html lang>, title, description, canonical and hreflang links, Open Graph tags
 * and schema.org data (organisation + FAQ). They load the Preact build of the app (`vite build
 * --mode landing`, in dist/.landing: its assets are merged into dist/assets) and are rendered with
 * Preact too. The React build's shell is kept as `spa.html` (the server answers every other route
 * with it), and robots.txt and sitemap.xml are written next to them.
 *
 * Runs after both `vite build`s, honours WEB_DIST_DIR like the build, and reads PUBLIC_URL for
 * absolute canonical/hreflang addresses (default http://localhost:3000, the server's default).
 */
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(webRoot, 'dist');
const landingDir = path.join(distDir, '.landing');
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** Where each language's landing page lives, and the file the server sends for it. */
const PAGES = {
  fr: { url: `${publicUrl}/`, file: 'index.html', ogLocale: 'fr_TN' },
  en: { url: `${publicUrl}/?lang=en`, file: 'index.en.html', ogLocale: 'en_US' },
};

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
// JSON inside <script>: `<` escaped so no text can close the element.
const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

function headTags(lang, title, description, data, preloads) {
  const page = PAGES[lang];
  return [
    ...preloads,
    `<link rel="canonical" href="${escapeAttribute(page.url)}" />`,
    ...Object.entries(PAGES).map(
      ([code, other]) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(other.url)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(PAGES.fr.url)}" />`,
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

/**
 * `<link rel="modulepreload">` for the landing page's own chunks and its translations: without
 * them the browser discovers them only after the entry script ran, one more round trip on a slow
 * connection before the page can hydrate. Read from Vite's manifest, which is then removed.
 */
function landingPreloads(manifest, lang, alreadyLinked) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const child of entry.imports ?? []) visit(child);
  };
  // The page's chunk is keyed by its source, or by its file name when other chunks share it.
  const page = Object.keys(manifest).find(
    (key) =>
      key === 'src/features/landing/routes/LandingPage.tsx' ||
      (manifest[key].name === 'LandingPage' && !manifest[key].src),
  );
  if (!page) throw new Error('the landing page chunk is missing from the Vite manifest');
  visit(page);
  visit(`src/locales/${lang}/landing.json`);
  return [...files]
    .filter((file) => !alreadyLinked.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

function sitemap() {
  const alternates = Object.entries(PAGES)
    .map(
      ([code, page]) =>
        `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeAttribute(page.url)}" />`,
    )
    .join('\n');
  const urls = Object.values(PAGES)
    .map((page) => `  <url>\n    <loc>${escapeText(page.url)}</loc>\n${alternates}\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

// Inside the workspace so the rendered module resolves react & co. from node_modules.
await mkdir(path.join(webRoot, 'node_modules'), { recursive: true });
const ssrDir = await mkdtemp(path.join(webRoot, 'node_modules', '.prerender-'));
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'landing',
    logLevel: 'warn',
    // Bundled, not imported from node_modules, so react-router & co. resolve `react` to Preact too.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { renderPage, structuredData } = await import(
    pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href
  );

  await copyFile(path.join(distDir, 'index.html'), path.join(distDir, 'spa.html'));
  const shell = await readFile(path.join(landingDir, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const manifest = JSON.parse(
    await readFile(path.join(landingDir, '.vite', 'manifest.json'), 'utf8'),
  );
  // Hashed names: a file both builds produced has the same content under the same name.
  await cp(path.join(landingDir, 'assets'), path.join(distDir, 'assets'), { recursive: true });

  for (const lang of Object.keys(PAGES)) {
    const { html, t } = await renderPage('/', lang);
    const title = t('titles.landing');
    const description = t('meta.description', { ns: 'landing' });
    const data = structuredData(lang, PAGES[lang].url, publicUrl);
    const preloads = landingPreloads(manifest, lang, shell);
    const page = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeAttribute(description)}" />`,
      )
      .replace('</head>', `  ${headTags(lang, title, description, data, preloads)}\n  </head>`)
      // data-lang tells main.tsx which language the markup is in, so it hydrates only a match.
      .replace('<div id="root"></div>', `<div id="root" data-lang="${lang}">${html}</div>`);
    const file = path.join(distDir, PAGES[lang].file);
    await writeFile(file, page);
    console.log(
      `prerendered /${lang === 'fr' ? '' : `?lang=${lang}`} into ${file} (${page.length} bytes)`,
    );
  }

  await writeFile(
    path.join(distDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
  );
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemap());
  // Merged above; its manifest is build metadata, not part of the site.
  await rm(landingDir, { recursive: true, force: true });
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
