import { clientUsageSchema, stationTelemetryDetailSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { lastTwelveMonths } from '../../lib/months';
import { authOf } from '../../plugins/application/auth';
import { clientUsage, stationDetail } from './service';

/** Connected stations, client side: the own stations' page, usage and live stream. */
const telemetryClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const security = [{ bearer: [] }];
  const offlineAfterS = app.config.stationOfflineAfterS;

  itemRoute(
    app,
    'GET',
    '/api/stations/:id/telemetry',
    {
      tags,
      security,
      summary: 'Client: live state, recent messages and incidents of one of the own stations',
      response: stationTelemetryDetailSchema,
    },
    async (id, _body, request) => stationDetail(app.db, id, offlineAfterS, authOf(request).id),
  );

  app.get(
    '/api/me/usage',
    {
      schema: {
        tags,
        security,
        summary:
          'Client: real usage of the own stations (sessions per month, usage rate, online now)',
        response: { 200: clientUsageSchema },
      },
    },
    async (request) => clientUsage(app.db, authOf(request).id, lastTwelveMonths(), offlineAfterS),
  );

  app.get(
    '/api/stations/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Client: Server-Sent Events for the live-state changes of the own stations only',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      const clientId = authOf(request).id;
      app.telemetry.sse.open(request, reply, (event) => event.clientId === clientId);
    },
  );
};

export default telemetryClientRoutes;
