import { TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  clientEspaceInputSchema,
  clientEspaceSchema,
  portalListQuerySchema,
} from '@app/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { createEspace, listEspaces } from './client-service';

/** The signed-in client's own public spaces; `user_id` is the token's. */
const clientEspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portal'];

  app.get(
    '/api/espaces',
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Client: own spaces, newest first (page, limit, q)',
        querystring: portalListQuerySchema,
        response: { 200: z.array(clientEspaceSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listEspaces(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/espaces',
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Client: add a space',
        body: clientEspaceInputSchema,
        response: { 201: clientEspaceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEspace(app.db, authOf(request).id, request.body)),
  );
};

export default clientEspacesRoutes;
