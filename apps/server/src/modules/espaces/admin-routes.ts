import { adminEspaceSchema, espaceInputSchema } from '@app/contracts/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import { createEspace, deleteEspace, exportEspaces, listEspaces, updateEspace } from './service';

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
    csv: {
      filename: 'espaces',
      header: ['id', 'nom', 'gouvernorat', 'ville', 'activite', 'client', 'stations'],
      rows: (q, max) => exportEspaces(app.db, q, max),
      cells: (e) => [e.id, e.nom, e.gouvernorat, e.ville, e.activite, e.client, e.stationCount],
    },
    create: (input) => createEspace(app.db, input),
    update: (id, input) => updateEspace(app.db, id, input),
    remove: (adminId, id) => deleteEspace(app.db, adminId, id),
  });
};

export default espacesRoutes;
