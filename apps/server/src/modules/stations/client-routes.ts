import { clientStationInputSchema, clientStationSchema } from '@app/contracts/portal';
import { clientStationRowSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientListRoutes } from '../../lib/client-list-routes';
import { liveValidUntil, withLive } from '../telemetry/live';
import { createStation, listStations } from './client-service';

/** The signed-in client's own stations; `user_id` is the token's. */
const clientStationsRoutes: FastifyPluginAsyncZod = async (app) => {
  clientListRoutes(app, {
    path: '/api/stations',
    summaries: {
      list: 'Client: own stations, newest first (page, limit, q)',
      create: 'Client: add a station to one of the own spaces',
    },
    listItem: clientStationRowSchema,
    input: clientStationInputSchema,
    record: clientStationSchema,
    list: async (clientId, query) => {
      const offlineAfterS = app.config.stationOfflineAfterS;
      const { items, total } = await listStations(app.db, clientId, query);
      const live = await withLive(app.db, items, offlineAfterS);
      return { items: live, total, validUntil: liveValidUntil(live, offlineAfterS) };
    },
    reads: ['stations', 'espaces', 'station_live'],
    create: (clientId, input) => createStation(app.db, clientId, input),
  });
};

export default clientStationsRoutes;
