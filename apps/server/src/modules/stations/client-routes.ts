import { TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  clientStationInputSchema,
  clientStationSchema,
  portalListQuerySchema,
} from '@app/contracts/portal';
import { clientStationRowSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { withLive } from '../telemetry/live';
import { createStation, listStations } from './client-service';

/** The signed-in client's own stations; `user_id` is the token's. */
const clientStationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portal'];

  app.get(
    '/api/stations',
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Client: own stations, newest first (page, limit, q)',
        querystring: portalListQuerySchema,
        response: { 200: z.array(clientStationRowSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listStations(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return withLive(app.db, items, app.config.stationOfflineAfterS);
    },
  );

  app.post(
    '/api/stations',
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Client: add a station to one of the own spaces',
        body: clientStationInputSchema,
        response: { 201: clientStationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStation(app.db, authOf(request).id, request.body)),
  );
};

export default clientStationsRoutes;
