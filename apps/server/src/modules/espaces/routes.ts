import { idParamsSchema, listQuerySchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import { adminEspaceSchema, espaceInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_EXPORT_LIMIT, csvDisposition, toCsv } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { createEspace, deleteEspace, exportEspaces, listEspaces, updateEspace } from './service';

const tags = ['espaces'];
const security = [{ bearer: [] }];

/** Staff management of public spaces (back-office 'Espaces publics'). Admin only. */
const espacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/espaces',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Public spaces, paged and searched (name, city, governorate, sector, client)',
        querystring: listQuerySchema,
        response: { 200: z.array(adminEspaceSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listEspaces(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/admin/espaces/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'CSV export of the public spaces matching the search',
        querystring: listQuerySchema.pick({ q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await exportEspaces(app.db, request.query.q, CSV_EXPORT_LIMIT);
      const csv = toCsv(
        ['id', 'nom', 'gouvernorat', 'ville', 'activite', 'client', 'stations'],
        rows.map((e) => [
          e.id,
          e.nom,
          e.gouvernorat,
          e.ville,
          e.activite,
          e.client,
          e.stationCount,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition('espaces'))
        .send(csv);
    },
  );

  app.post(
    '/api/admin/espaces',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: "Add a public space ('Add Espace'), optionally for a client",
        body: espaceInputSchema,
        response: { 201: adminEspaceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEspace(app.db, request.body)),
  );

  app.put(
    '/api/admin/espaces/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Edit a public space',
        params: idParamsSchema,
        body: espaceInputSchema,
        response: { 200: adminEspaceSchema },
      },
    },
    async (request) => updateEspace(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/espaces/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a public space (409 while stations or lockers are placed in it)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEspace(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default espacesRoutes;
