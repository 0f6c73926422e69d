import { clientEspaceInputSchema, clientEspaceSchema } from '@app/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientListRoutes } from '../../lib/client-list-routes';
import { createEspace, listEspaces } from './client-service';

/** The signed-in client's own public spaces; `user_id` is the token's. */
const clientEspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  clientListRoutes(app, {
    path: '/api/espaces',
    summaries: {
      list: 'Client: own spaces, newest first (page, limit, q)',
      create: 'Client: add a space',
    },
    listItem: clientEspaceSchema,
    input: clientEspaceInputSchema,
    record: clientEspaceSchema,
    list: (clientId, query) => listEspaces(app.db, clientId, query),
    reads: ['espaces'],
    create: (clientId, input) => createEspace(app.db, clientId, input),
  });
};

export default clientEspacesRoutes;
