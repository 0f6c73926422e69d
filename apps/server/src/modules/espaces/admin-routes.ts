import { adminEspaceSchema, espaceInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import type { CsvColumns } from '../../lib/csv';
import { createEspace, deleteEspace, exportEspaces, listEspaces, updateEspace } from './service';

type EspaceRow = Awaited<ReturnType<typeof exportEspaces>>[number];

/** The export's columns: the list's, in the reader's language. */
const espaceColumns: CsvColumns<EspaceRow> = [
  { title: { fr: 'ID', en: 'ID' }, value: (e) => e.id },
  { title: { fr: 'Notre Espace', en: 'Our space' }, value: (e) => e.nom },
  { title: { fr: 'Gouvernorat', en: 'Governorate' }, value: (e) => e.gouvernorat },
  { title: { fr: 'Ville', en: 'City' }, value: (e) => e.ville },
  { title: { fr: "Secteur d'activité", en: 'Business sector' }, value: (e) => e.activite },
  { title: { fr: 'Client', en: 'Client' }, value: (e) => e.client },
  { title: { fr: 'Stations', en: 'Stations' }, value: (e) => e.stationCount },
];

/** Staff management of public spaces (back-office 'Espaces publics'). Admin only. */
const espacesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminCrudRoutes(app, {
    path: '/api/admin/espaces',
    tags: ['espaces'],
    summaries: {
      list: 'Public spaces, paged and searched (name, city, governorate, sector, client)',
      export: 'CSV export of the public spaces matching the search',
      create: "Add a public space ('Add Espace'), optionally for a client",
      update: 'Edit a public space',
      delete: 'Delete a public space (409 while stations or lockers are placed in it)',
    },
    listItem: adminEspaceSchema,
    input: espaceInputSchema,
    record: adminEspaceSchema,
    list: (query) => listEspaces(app.db, query),
    // The client's company name, and the stations placed in each space.
    reads: ['espaces', 'clients', 'stations'],
    csv: {
      filename: 'espaces',
      columns: espaceColumns,
      rows: (q, max) => exportEspaces(app.db, q, max),
    },
    create: (input) => createEspace(app.db, input),
    update: (id, input) => updateEspace(app.db, id, input),
    remove: (adminId, id) => deleteEspace(app.db, adminId, id),
  });
};

export default espacesRoutes;
