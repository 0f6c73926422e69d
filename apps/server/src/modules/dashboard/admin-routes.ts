import { adminStatsSchema } from '@app/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats } from './service';

/** The back-office dashboard's figures. Admin only. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          'Counts (active clients, spaces, stations, open complaints, pending quotes), spaces and ' +
          'stations per governorate, and the spaces to place on the map',
        response: { 200: adminStatsSchema },
      },
    },
    async () => adminStats(app.db),
  );
};

export default dashboardRoutes;
