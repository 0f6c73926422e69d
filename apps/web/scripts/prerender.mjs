/**
 * Prerenders the landing page into the client build, once per language:
 *   index.html     French (the default, served at `/`)
 *   index.en.html  English (served at `/?lang=en`, the address the hreflang links advertise)
 * from the default site content (a fresh install's; the server renders them again from the
 * published content when staff publish, see landing-pages.mjs). They load the Preact build of the
 * app (`vite build --mode landing`, in dist/.landing: its assets are merged into dist/assets) and
 * are rendered with Preact too. The React build's shell is kept as `spa.html` (the server answers
 * every other route with it), and robots.txt and sitemap.xml are written next to them.
 *
 * The build keeps in `dist/.ssr/` what the server needs to render them at run time: the
 * self-contained SSR bundle (`prerender.mjs`), `landing.json` (page shell and preloads) and
 * `landing-pages.mjs`. Dot folders are never served.
 *
 * Runs after both `vite build`s, honours WEB_DIST_DIR like the build, and reads PUBLIC_URL for
 * absolute canonical/hreflang addresses (default http://localhost:3000, the server's default).
 */
import { copyFile, cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANDING_FILES, renderLandingPages } from './landing-pages.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(webRoot, 'dist');
const landingDir = path.join(distDir, '.landing');
const ssrDir = path.join(distDir, '.ssr');
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/**
 * `<link rel="modulepreload">` for the landing page's own chunks and its translations: without
 * them the browser discovers them only after the entry script ran, one more round trip on a slow
 * connection before the page can hydrate. Read from Vite's manifest, which is then removed.
 */
function landingPreloads(manifest, lang, alreadyLinked, namespaces) {
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
      key === 'src/app/landing/LandingPage.tsx' ||
      (manifest[key].name === 'LandingPage' && !manifest[key].src),
  );
  if (!page) throw new Error('the landing page chunk is missing from the Vite manifest');
  visit(page);
  for (const ns of namespaces) visit(`src/locales/${lang}/${ns}.json`);
  return [...files]
    .filter((file) => !alreadyLinked.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

await rm(ssrDir, { recursive: true, force: true });
await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  mode: 'landing',
  logLevel: 'warn',
  // Bundled, not imported from node_modules, so react-router & co. resolve `react` to Preact too,
  // and the server can load the bundle from the build alone.
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: ssrDir,
    emptyOutDir: true,
    rollupOptions: {
      // The page renderer, and the contracts' default content the build renders.
      input: {
        prerender: 'src/prerender.tsx',
        'site-defaults': path.join(webRoot, '../../packages/contracts/src/site.ts'),
      },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});
const { DEFAULT_SITE_CONTENT } = await import(
  pathToFileURL(path.join(ssrDir, 'site-defaults.mjs')).href
);
const { LANDING_NAMESPACES } = await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href);

await copyFile(path.join(distDir, 'index.html'), path.join(distDir, 'spa.html'));
const shell = await readFile(path.join(landingDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
const manifest = JSON.parse(
  await readFile(path.join(landingDir, '.vite', 'manifest.json'), 'utf8'),
);
// Hashed names: a file both builds produced has the same content under the same name.
await cp(path.join(landingDir, 'assets'), path.join(distDir, 'assets'), { recursive: true });

const preloads = {
  fr: landingPreloads(manifest, 'fr', shell, LANDING_NAMESPACES),
  en: landingPreloads(manifest, 'en', shell, LANDING_NAMESPACES),
};
await writeFile(path.join(ssrDir, 'landing.json'), JSON.stringify({ shell, preloads }));
await copyFile(
  fileURLToPath(new URL('./landing-pages.mjs', import.meta.url)),
  path.join(ssrDir, 'landing-pages.mjs'),
);

const files = await renderLandingPages({ ssrDir, content: DEFAULT_SITE_CONTENT, publicUrl });
for (const name of LANDING_FILES) {
  await writeFile(path.join(distDir, name), files[name]);
  console.log(`prerendered ${name} into ${distDir} (${files[name].length} bytes)`);
}
await writeFile(
  path.join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
);
// Merged above; its manifest is build metadata, not part of the site.
await rm(landingDir, { recursive: true, force: true });
