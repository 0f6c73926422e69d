import { adminStationSchema, stationInputSchema } from '@app/contracts/places';
import { adminStationRowSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import { withLive } from '../telemetry/live';
import {
  createStation,
  deleteStation,
  exportStations,
  listStations,
  updateStation,
} from './service';

/** Staff management of every station (back-office 'Stations', route GestionStation). Admin only. */
const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const offlineAfterS = app.config.stationOfflineAfterS;
  adminCrudRoutes(app, {
    path: '/api/admin/stations',
    tags: ['stations'],
    summaries: {
      list: 'Stations, paged and searched (reference, space, city, governorate, model, client)',
      export: 'CSV export of the stations matching the search, with their live state',
      create: "Add a station ('Add Stations') in a public space, optionally rented to a client",
      update: 'Edit a station',
      delete: 'Delete a station',
    },
    listItem: adminStationRowSchema,
    input: stationInputSchema,
    record: adminStationSchema,
    list: async (query) => {
      const { items, total } = await listStations(app.db, query);
      return { items: await withLive(app.db, items, offlineAfterS), total };
    },
    csv: {
      filename: 'stations',
      header: [
        'id',
        'reference',
        'espacePublic',
        'secteur',
        'gouvernorat',
        'ville',
        'client',
        'model',
        'fabrication',
        'entretien',
        'finLocation',
        'status',
        // Live state from the station's reports (issue 18): empty last seen = never reported.
        'online',
        'liveStatus',
        'lastSeenAt',
      ],
      rows: (q, max) => exportStations(app.db, q, max, offlineAfterS),
      cells: (s) => [
        s.id,
        s.reference,
        s.espacePublic,
        s.secteur,
        s.gouvernorat,
        s.ville,
        s.client,
        s.model,
        s.fabrication,
        s.entretien,
        s.finLocation,
        s.displayStatus,
        s.live.online ? 'true' : 'false',
        s.live.status,
        s.live.lastSeenAt,
      ],
    },
    create: (input) => createStation(app.db, input),
    update: (id, input) => updateStation(app.db, id, input),
    remove: (adminId, id) => deleteStation(app.db, adminId, id),
  });
};

export default stationsRoutes;
