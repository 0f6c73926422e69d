import { adminLockerSchema, lockerInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import type { CsvColumns } from '../../lib/csv';
import { createLocker, deleteLocker, exportLockers, listLockers, updateLocker } from './service';

type LockerRow = Awaited<ReturnType<typeof exportLockers>>[number];

/** The export's columns: the list's, in the reader's language. */
const lockerColumns: CsvColumns<LockerRow> = [
  { title: { fr: 'ID', en: 'ID' }, value: (l) => l.id },
  { title: { fr: 'Casier', en: 'Locker' }, value: (l) => l.numero },
  { title: { fr: 'Reference', en: 'Reference' }, value: (l) => l.reference },
  { title: { fr: 'Espace Public', en: 'Public space' }, value: (l) => l.espacePublic },
  { title: { fr: 'Secteur', en: 'Sector' }, value: (l) => l.secteur },
  { title: { fr: 'Gouvernorat', en: 'Governorate' }, value: (l) => l.gouvernorat },
  { title: { fr: 'Ville', en: 'City' }, value: (l) => l.ville },
];

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
    reads: ['lockers', 'espaces'],
    csv: {
      filename: 'casiers',
      columns: lockerColumns,
      rows: (q, max) => exportLockers(app.db, q, max),
    },
    create: (input) => createLocker(app.db, input),
    update: (id, input) => updateLocker(app.db, id, input),
    remove: (adminId, id) => deleteLocker(app.db, adminId, id),
  });
};

export default lockersRoutes;
