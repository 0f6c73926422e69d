import { idParamsSchema, listQuerySchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import { adminLockerSchema, lockerInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_EXPORT_LIMIT, csvDisposition, toCsv } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { createLocker, deleteLocker, exportLockers, listLockers, updateLocker } from './service';

const tags = ['lockers'];
const security = [{ bearer: [] }];

/** Staff management of lockers (back-office 'Casiers'). Admin only. */
const lockersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lockers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'Lockers, paged and searched (number, reference, space, city, governorate, sector)',
        querystring: listQuerySchema,
        response: { 200: z.array(adminLockerSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listLockers(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/admin/lockers/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'CSV export of the lockers matching the search',
        querystring: listQuerySchema.pick({ q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await exportLockers(app.db, request.query.q, CSV_EXPORT_LIMIT);
      const csv = toCsv(
        ['id', 'numero', 'reference', 'espacePublic', 'secteur', 'gouvernorat', 'ville'],
        rows.map((l) => [
          l.id,
          l.numero,
          l.reference,
          l.espacePublic,
          l.secteur,
          l.gouvernorat,
          l.ville,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition('casiers'))
        .send(csv);
    },
  );

  app.post(
    '/api/admin/lockers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Add a locker to a public space',
        body: lockerInputSchema,
        response: { 201: adminLockerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createLocker(app.db, request.body)),
  );

  app.put(
    '/api/admin/lockers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Edit a locker',
        params: idParamsSchema,
        body: lockerInputSchema,
        response: { 200: adminLockerSchema },
      },
    },
    async (request) => updateLocker(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/lockers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a locker',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteLocker(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default lockersRoutes;
