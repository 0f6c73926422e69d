import { publishedSiteSchema, siteConfigSchema } from '@app/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Tile providers ask to be credited; OpenStreetMap's wording is required by its usage policy. */
function mapAttributionFor(tileUrl: string): string {
  return tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : '';
}

/** The company's public site: its configuration and published content. */
const sitePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['site'],
        summary:
          'Public: runtime configuration of the web app (published brand name, map tiles, public URL)',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      // The brand name changes when staff publish: revalidated on every use.
      reply.header('Cache-Control', 'no-cache');
      return {
        brandName: app.site.brandName(),
        mapTileUrl: app.config.mapTileUrl,
        mapAttribution: mapAttributionFor(app.config.mapTileUrl),
        publicUrl: app.config.publicUrl,
      };
    },
  );

  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary:
          'Public: the published site content (the defaults, version null, before the first publication); ETag / If-None-Match',
        response: { 200: publishedSiteSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.site.published();
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      const asked = request.headers['if-none-match'];
      if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return body;
    },
  );
};

export default sitePublicRoutes;
