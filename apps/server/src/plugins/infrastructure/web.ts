import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/errors';

/**
 * Serves the built web app: hashed assets cached for a year, HTML always revalidated, and client
 * routes answered with the SPA shell (`spa.html` when the build emits one next to a prerendered
 * `index.html`, else `index.html`). Files the build precompressed are sent Brotli- or gzip-encoded
 * to clients that accept it; `/?lang=en` gets the English prerendered landing page when the build
 * has one. Unknown `/api/*` paths stay JSON 404s.
 */
export default fp(
  async function webPlugin(app: FastifyInstance) {
    const root = app.config.webDistDir;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    const shell = existsSync(path.join(root, 'spa.html')) ? 'spa.html' : 'index.html';

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // The build writes .br/.gz copies (apps/web/scripts/compress.mjs): sent as-is, no CPU per request.
        preCompressed: true,
        cacheControl: false,
        index: ['index.html'],
        // Dot folders hold build internals (.ssr: the server's page renderer), never public.
        dotfiles: 'ignore',
        setHeaders(res, filePath) {
          const relative = path.relative(root, filePath);
          // The body depends on Accept-Encoding (precompressed copies): shared caches must key on it.
          res.setHeader('Vary', 'Accept-Encoding');
          if (relative.startsWith(`assets${path.sep}`)) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.setHeader('Cache-Control', 'no-cache');
          }
        },
      });
      // The landing page is prerendered per language; `/?lang=en` is the English one's address.
      // Once the site content is published, its pages (rendered at run time, see
      // modules/site/pages.ts) replace the build's: the same file names in another folder.
      const prerendered = (lang: string) => `index.${lang}.html`;
      const sendLanding = (reply: FastifyReply, file: string) => {
        const published = app.site.pagesDir();
        if (published && existsSync(path.join(published, file))) {
          return reply.sendFile(file, published);
        }
        return reply.sendFile(existsSync(path.join(root, file)) ? file : 'index.html');
      };
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const { lang } = request.query as { lang?: unknown };
        const file =
          typeof lang === 'string' && /^[a-z]{2}$/.test(lang) && lang !== 'fr'
            ? prerendered(lang)
            : 'index.html';
        return sendLanding(reply, file);
      });
      for (const file of ['index.html', 'index.en.html', 'sitemap.xml']) {
        app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) =>
          sendLanding(reply, file),
        );
      }
    } else {
      app.log.warn({ root }, 'web build not found: run `npm run build` to serve the web app');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.extname(url.split('?')[0] ?? '') &&
        hasBuild;
      if (!isApi && wantsPage) {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile(shell);
      }
      throw isApi ? notFound('error.routeNotFound') : notFound();
    });
  },
  { name: 'web', dependencies: ['site'] },
);
