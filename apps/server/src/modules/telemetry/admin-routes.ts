import { idParamsSchema } from '@app/contracts';
import { stationCredentialsSchema, telemetryStatsSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueCredentials } from './credentials';

/** Connected stations, admins only: credentials and ingestion counters (staff-routes.ts: the rest). */
const telemetryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const security = [{ bearer: [] }];

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
};

export default telemetryAdminRoutes;
