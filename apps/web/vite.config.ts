import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lucideIcons } from './scripts/lucide-icons';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
// Relative WEB_DIST_DIR values resolve against the working directory, as the server does.
const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : 'dist';

/**
 * `vite build --mode landing` builds the app a second time on Preact (preact/compat) for the
 * prerendered landing page only: react-dom alone is ~60 KB gzip, two thirds of the landing's 90 KB
 * budget, where Preact is ~10 KB. Every other page (and the dev server, and unit tests) runs React;
 * links out of the landing load the next page, so the Preact build never runs another screen.
 * scripts/prerender.mjs merges this build into dist. See docs/decisions/0007-public-landing-page.md, "Preact on the landing".
 */
// `@/x` is `src/x`, so an import names its layer instead of climbing `../../..`.
const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => {
  const landing = mode === 'landing';
  return {
    plugins: [react(), tailwindcss(), lucideIcons()],
    resolve: { alias: landing ? [srcAlias, ...preactAliases] : [srcAlias] },
    // The first build already copied public/ into dist.
    publicDir: landing ? false : 'public',
    build: {
      outDir: landing ? path.join(distDir, '.landing') : distDir,
      emptyOutDir: true,
      target: 'es2022',
      // Read by scripts/prerender.mjs to preload the landing page's chunks (then deleted).
      manifest: landing,
      // The landing build routes only the landing (app/router.tsx): the other pages' lazyPage()
      // constants are unused there, and dropping them drops their chunks.
      rollupOptions: landing ? { treeshake: { manualPureFunctions: ['lazyPage'] } } : {},
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': { target: apiTarget, changeOrigin: false },
      },
    },
  };
});
