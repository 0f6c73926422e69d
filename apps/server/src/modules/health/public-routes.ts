import { errorBodySchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). Public. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        // 503 from the handler (database down) or from the error handler (overloaded, shutting
        // down): both must reach the load balancer as 503, not fail serialization as a 500.
        response: { 200: statusSchema, 503: z.union([statusSchema, errorBodySchema]) },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};

export default healthRoutes;
