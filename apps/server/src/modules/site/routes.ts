import { siteConfigSchema } from '@app/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Tile providers ask to be credited; OpenStreetMap's wording is required by its usage policy. */
export function mapAttributionFor(tileUrl: string): string {
  return tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : '';
}

/** Public runtime configuration for the web app (no secrets: everything here is public anyway). */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    mapTileUrl: app.config.mapTileUrl,
    mapAttribution: mapAttributionFor(app.config.mapTileUrl),
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public: runtime configuration of the web app (map tiles, public URL)',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a short cache spares repeat visitors a round trip.
      reply.header('Cache-Control', 'public, max-age=300');
      return body;
    },
  );
};

export default siteRoutes;
