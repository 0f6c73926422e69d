import {
  createQuestionnaireSchema,
  questionnaireListQuerySchema,
  recipientSchema,
  staffQuestionnaireRowSchema,
} from '@app/contracts/questionnaires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedListRoute } from '../../lib/paged';
import { create, listForStaff, recipients } from './service';

/** Staff address questionnaires to clients and follow them. */
const questionnairesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questionnaires'];

  pagedListRoute(app, '/api/admin/questionnaires', {
    tags,
    summary: 'Admin: every questionnaire with its client and progress',
    querystring: questionnaireListQuerySchema,
    item: staffQuestionnaireRowSchema,
    list: (query) => listForStaff(app.db, query),
  });

  app.post(
    '/api/admin/questionnaires',
    {
      schema: {
        tags,
        summary: 'Admin: address a questionnaire (Yes/No or QCM) to a client',
        body: createQuestionnaireSchema,
        response: { 201: staffQuestionnaireRowSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await create(app.db, request.body)),
  );

  app.get(
    '/api/admin/questionnaires/recipients',
    {
      schema: {
        tags,
        summary: 'Admin: active clients a questionnaire can be addressed to (q filters)',
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: { 200: z.array(recipientSchema) },
      },
    },
    async (request) => recipients(app.db, request.query.q),
  );
};

export default questionnairesAdminRoutes;
