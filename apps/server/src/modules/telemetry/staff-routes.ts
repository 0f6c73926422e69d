import {
  alertsQuerySchema,
  fleetQuerySchema,
  fleetSchema,
  stationAlertSchema,
  stationTelemetryDetailSchema,
} from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { pagedListRoute } from '../../lib/paged';
import { fleet, listAlerts, stationDetail } from './service';

/**
 * Connected stations, any staff member (technicians included, issue 32): station page, fleet,
 * alerts, live stream.
 */
const telemetryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const security = [{ bearer: [] }];
  const offlineAfterS = app.config.stationOfflineAfterS;

  itemRoute(
    app,
    'GET',
    '/api/admin/stations/:id/telemetry',
    {
      tags,
      security,
      summary: 'Station page: live state, the last 50 messages and the recent incidents',
      response: stationTelemetryDetailSchema,
    },
    async (id) => stationDetail(app.db, id, offlineAfterS),
  );

  app.get(
    '/api/admin/fleet',
    {
      schema: {
        tags,
        security,
        summary:
          'Fleet map: every station with its live state, filtered (offline, fault, charging)',
        querystring: fleetQuerySchema,
        response: { 200: fleetSchema },
      },
    },
    async (request) => fleet(app.db, request.query.filter, offlineAfterS),
  );

  pagedListRoute(app, '/api/admin/alerts', {
    tags,
    security,
    summary: 'Station incidents (fault, offline), newest first; open=true for open ones',
    querystring: alertsQuerySchema,
    item: stationAlertSchema,
    list: (query) => listAlerts(app.db, query),
  });

  app.get(
    '/api/admin/telemetry/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Server-Sent Events: a `station` event for every live-state change of the fleet',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      app.telemetry.sse.open(request, reply, () => true);
    },
  );
};

export default telemetryStaffRoutes;
