import { idParamsSchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  alertsQuerySchema,
  fleetQuerySchema,
  fleetSchema,
  stationAlertSchema,
  stationCredentialsSchema,
  stationTelemetryDetailSchema,
  telemetryStatsSchema,
} from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCredentials } from './credentials';
import { fleet, listAlerts, stationDetail } from './service';

/** Connected stations, staff side: credentials, station page, fleet, alerts, live stream. */
const telemetryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const security = [{ bearer: [] }];
  const offlineAfterS = app.config.stationOfflineAfterS;

  app.post(
    '/api/admin/stations/:id/credentials',
    {
      schema: {
        tags,
        security,
        summary:
          'Issue MQTT credentials for a station (username = reference). The password is shown ' +
          'once; issuing again revokes the previous one',
        params: idParamsSchema,
        response: { 201: stationCredentialsSchema },
      },
    },
    async (request, reply) => {
      const credentials = await issueCredentials(
        app.db,
        app.config.stationSecretKey,
        request.params.id,
        app.config.mqtt.publicUrl,
        // An external broker checks passwords itself, with the hashes it can read.
        app.config.mqtt.url ? 'argon2id' : 'hmac',
      );
      app.telemetry.mqtt?.disconnectStation(credentials.username);
      return reply.code(201).header('cache-control', 'no-store').send(credentials);
    },
  );

  app.get(
    '/api/admin/stations/:id/telemetry',
    {
      schema: {
        tags,
        security,
        summary: 'Station page: live state, the last 50 messages and the recent incidents',
        params: idParamsSchema,
        response: { 200: stationTelemetryDetailSchema },
      },
    },
    async (request) => stationDetail(app.db, request.params.id, offlineAfterS),
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

  app.get(
    '/api/admin/alerts',
    {
      schema: {
        tags,
        security,
        summary: 'Station incidents (fault, offline), newest first; open=true for open ones',
        querystring: alertsQuerySchema,
        response: { 200: z.array(stationAlertSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAlerts(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/admin/telemetry/stats',
    {
      schema: {
        tags,
        security,
        summary: "This instance's ingestion counters: received, stored, dropped by reason",
        response: { 200: telemetryStatsSchema },
      },
    },
    async () => {
      const { stats } = app.telemetry.ingestor;
      return {
        ...stats,
        dropped: { ...stats.dropped },
        connectedStations: app.telemetry.mqtt?.connected() ?? 0,
      };
    },
  );

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

export default telemetryAdminRoutes;
