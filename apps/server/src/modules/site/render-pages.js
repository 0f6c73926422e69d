// Worker-thread side of the site's runtime prerender (see pages.ts): renders the landing pages of
// the published content with the renderer the web build keeps in `<web dist>/.ssr/`, and
// compresses them as the build does. Plain JavaScript: the CPU worker loads it without a loader.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @param {{ ssrDir: string, content: unknown, publicUrl: string, lastModified: string | null }} input
 * @returns {Promise<Record<string, Uint8Array>>} file name → bytes, with `.br` and `.gz` copies
 */
export async function renderSitePages({ ssrDir, content, publicUrl, lastModified }) {
  const { renderLandingPages } = await import(
    pathToFileURL(path.join(ssrDir, 'landing-pages.mjs')).href
  );
  /** @type {Record<string, string>} */
  const pages = await renderLandingPages({ ssrDir, content, publicUrl, lastModified });
  /** @type {Record<string, Uint8Array>} */
  const files = {};
  for (const [name, text] of Object.entries(pages)) {
    const data = Buffer.from(text);
    files[name] = data;
    files[`${name}.br`] = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    files[`${name}.gz`] = gzipSync(data, { level: 9 });
  }
  return files;
}
