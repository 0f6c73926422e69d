import { idParamsSchema, listQuerySchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import { adminStationSchema, stationInputSchema } from '@app/contracts/places';
import { adminStationRowSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_EXPORT_LIMIT, csvDisposition, toCsv } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { withLive } from '../telemetry/live';
import {
  createStation,
  deleteStation,
  exportStations,
  listStations,
  updateStation,
} from './service';

const tags = ['stations'];
const security = [{ bearer: [] }];

/** Staff management of every station (back-office 'Stations', route GestionStation). Admin only. */
const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'Stations, paged and searched (reference, space, city, governorate, model, client)',
        querystring: listQuerySchema,
        response: { 200: z.array(adminStationRowSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listStations(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return withLive(app.db, items, app.config.stationOfflineAfterS);
    },
  );

  app.get(
    '/api/admin/stations/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'CSV export of the stations matching the search, with their live state',
        querystring: listQuerySchema.pick({ q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await exportStations(
        app.db,
        request.query.q,
        CSV_EXPORT_LIMIT,
        app.config.stationOfflineAfterS,
      );
      const csv = toCsv(
        [
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
        rows.map((s) => [
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
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition('stations'))
        .send(csv);
    },
  );

  app.post(
    '/api/admin/stations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "Add a station ('Add Stations') in a public space, optionally rented to a client",
        body: stationInputSchema,
        response: { 201: adminStationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStation(app.db, request.body)),
  );

  app.put(
    '/api/admin/stations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Edit a station',
        params: idParamsSchema,
        body: stationInputSchema,
        response: { 200: adminStationSchema },
      },
    },
    async (request) => updateStation(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/stations/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a station',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteStation(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default stationsRoutes;
