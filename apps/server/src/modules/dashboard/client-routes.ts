import { portalSummarySchema } from '@app/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/application/auth';
import { summary } from './client-service';

/** The signed-in client's dashboard figures. */
const clientDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portal'];

  app.get(
    '/api/me/dashboard',
    {
      schema: {
        tags,
        summary: 'Client: figures of the Dashboard section, from the own rows',
        response: { 200: portalSummarySchema },
      },
    },
    async (request) => summary(app.db, authOf(request).id),
  );
};

export default clientDashboardRoutes;
