import { idParamsSchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  adminUserSchema,
  bulkIdsSchema,
  bulkResultSchema,
  updateUserSchema,
  userListQuerySchema,
} from '@app/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_EXPORT_LIMIT, csvDisposition, toCsv } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import {
  archiveUser,
  exportUsers,
  listUsers,
  purgeUser,
  restoreUser,
  trashUser,
  trashUsers,
  updateUser,
} from './service';

const tags = ['users'];
const security = [{ bearer: [] }];
const exportQuerySchema = userListQuerySchema.pick({ status: true, q: true });

/** Staff management of client accounts (back-office users, archive and trash). Admin only. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags,
        security,
        summary: 'Clients by status (active, archived, deleted = trash), paged and searched',
        querystring: userListQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/users/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV export of the current filter (status and search)',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await exportUsers(app.db, request.query, CSV_EXPORT_LIMIT);
      const csv = toCsv(
        [
          'id',
          'fullName',
          'email',
          'phone',
          'phone2',
          'companyName',
          'job',
          'governorate',
          'city',
          'role',
          'status',
          'createdAt',
        ],
        rows.map((u) => [
          u.id,
          u.fullName,
          u.email,
          u.phone,
          u.phone2,
          u.companyName,
          u.job,
          u.governorate,
          u.city,
          u.role,
          u.status,
          u.createdAt,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', csvDisposition(`clients-${request.query.status}`))
        .send(csv);
    },
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit a client ('Modifier l'utilisateur'); archived clients too, not trashed ones",
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => updateUser(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Move a client to the trash (soft delete): their sessions end, sign-in stops',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await trashUser(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/bulk-delete',
    {
      schema: {
        tags,
        security,
        summary: 'Move the checked clients to the trash; answers how many were moved',
        body: bulkIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => ({
      count: await trashUsers(app.db, authOf(request).id, request.body.ids),
    }),
  );

  app.post(
    '/api/users/:id/archive',
    {
      schema: {
        tags,
        security,
        summary: 'Archive a client (inactive account kept for records): their sessions end',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await archiveUser(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Restore an archived or trashed client to active',
        params: idParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => restoreUser(app.db, authOf(request).id, request.params.id),
  );

  app.delete(
    '/api/users/:id/permanent',
    {
      schema: {
        tags,
        security,
        summary: 'Permanently delete a client from the trash, with their personal data',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await purgeUser(app.db, authOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default usersRoutes;
