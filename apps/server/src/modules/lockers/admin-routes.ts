import { adminLockerSchema, lockerInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import { createLocker, deleteLocker, exportLockers, listLockers, updateLocker } from './service';

/** Staff management of lockers (back-office 'Casiers'). Admin only. */
const lockersRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCrudRoutes(app, {
    path: '/api/admin/lockers',
    tags: ['lockers'],
    summaries: {
      list: 'Lockers, paged and searched (number, reference, space, city, governorate, sector)',
      export: 'CSV export of the lockers matching the search',
      create: 'Add a locker to a public space',
      update: 'Edit a locker',
      delete: 'Delete a locker',
    },
    listItem: adminLockerSchema,
    input: lockerInputSchema,
    record: adminLockerSchema,
    list: (query) => listLockers(app.db, query),
    csv: {
      filename: 'casiers',
      header: ['id', 'numero', 'reference', 'espacePublic', 'secteur', 'gouvernorat', 'ville'],
      rows: (q, max) => exportLockers(app.db, q, max),
      cells: (l) => [
        l.id,
        l.numero,
        l.reference,
        l.espacePublic,
        l.secteur,
        l.gouvernorat,
        l.ville,
      ],
    },
    create: (input) => createLocker(app.db, input),
    update: (id, input) => updateLocker(app.db, id, input),
    remove: (adminId, id) => deleteLocker(app.db, adminId, id),
  });
};

export default lockersRoutes;
