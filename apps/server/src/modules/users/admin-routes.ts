import {
  type AdminUser,
  adminUserSchema,
  bulkIdsSchema,
  bulkResultSchema,
  type ClientStatus,
  updateUserSchema,
  userListQuerySchema,
} from '@app/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute, noContentItemRoute } from '../../lib/admin-crud-routes';
import {
  CSV_EXPORT_LIMIT,
  type CsvColumns,
  csvDateTime,
  csvLocalized,
  sendCsv,
} from '../../lib/csv';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
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

const STATUS: Record<ClientStatus, { fr: string; en: string }> = {
  active: { fr: 'Actif', en: 'Active' },
  archived: { fr: 'Archivé', en: 'Archived' },
  deleted: { fr: 'Corbeille', en: 'Trash' },
};

/** The export's columns, in the reader's language. */
const userColumns: CsvColumns<AdminUser> = [
  { title: { fr: 'ID', en: 'ID' }, value: (u) => u.id },
  { title: { fr: 'Nom complet', en: 'Full name' }, value: (u) => u.fullName },
  { title: { fr: 'Email', en: 'Email' }, value: (u) => u.email },
  { title: { fr: 'Téléphone 1', en: 'Phone 1' }, value: (u) => u.phone },
  { title: { fr: 'Téléphone 2', en: 'Phone 2' }, value: (u) => u.phone2 },
  { title: { fr: 'Société', en: 'Company' }, value: (u) => u.companyName },
  { title: { fr: 'Poste', en: 'Job title' }, value: (u) => u.job },
  { title: { fr: 'Gouvernorat', en: 'Governorate' }, value: (u) => u.governorate },
  { title: { fr: 'Ville', en: 'City' }, value: (u) => u.city },
  { title: { fr: 'Rôle', en: 'Role' }, value: () => csvLocalized({ fr: 'Client', en: 'Client' }) },
  { title: { fr: 'Statut', en: 'Status' }, value: (u) => csvLocalized(STATUS[u.status]) },
  { title: { fr: 'Inscrit le', en: 'Signed up' }, value: (u) => csvDateTime(u.createdAt) },
];

/** Staff management of client accounts (back-office users, archive and trash). Admin only. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, '/api/users', {
    tags,
    security,
    summary: 'Clients by status (active, archived, deleted = trash), paged and searched',
    querystring: userListQuerySchema,
    item: adminUserSchema,
    reads: ['clients'],
    list: (query) => listUsers(app.db, query),
  });

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
      return sendCsv(request, reply, `clients-${request.query.status}`, userColumns, rows);
    },
  );

  itemRoute(
    app,
    'PUT',
    '/api/users/:id',
    {
      tags,
      security,
      summary: "Edit a client ('Modifier l'utilisateur'); archived clients too, not trashed ones",
      body: updateUserSchema,
      response: adminUserSchema,
    },
    async (id, body) => updateUser(app.db, id, body),
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/users/:id',
    {
      tags,
      security,
      summary: 'Move a client to the trash (soft delete): their sessions end, sign-in stops',
    },
    (id, staffId) => trashUser(app.db, staffId, id),
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

  noContentItemRoute(
    app,
    'POST',
    '/api/users/:id/archive',
    {
      tags,
      security,
      summary: 'Archive a client (inactive account kept for records): their sessions end',
    },
    (id, staffId) => archiveUser(app.db, staffId, id),
  );

  itemRoute(
    app,
    'POST',
    '/api/users/:id/restore',
    {
      tags,
      security,
      summary: 'Restore an archived or trashed client to active',
      response: adminUserSchema,
    },
    async (id, _body, request) => restoreUser(app.db, authOf(request).id, id),
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/users/:id/permanent',
    {
      tags,
      security,
      summary: 'Permanently delete a client from the trash, with their personal data',
    },
    (id, staffId) => purgeUser(app.db, staffId, id),
  );
};

export default usersRoutes;
