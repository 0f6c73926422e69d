import { idParamsSchema } from '@app/contracts';
import {
  answersBodySchema,
  questionnaireDetailSchema,
  questionnaireListQuerySchema,
  questionnaireRowSchema,
} from '@app/contracts/questionnaires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { answer, getForClient, listForClient } from './service';

/** The signed-in client reads and answers its own questionnaires. */
const questionnairesClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questionnaires'];

  pagedListRoute(app, '/api/questionnaires', {
    tags,
    summary: 'Client: questionnaires addressed to me, with question and answer counts',
    querystring: questionnaireListQuerySchema,
    item: questionnaireRowSchema,
    list: (query, request) => listForClient(app.db, authOf(request).id, query),
  });

  app.get(
    '/api/questionnaires/:id',
    {
      schema: {
        tags,
        summary: 'Client: one of my questionnaires with its questions',
        params: idParamsSchema,
        response: { 200: questionnaireDetailSchema },
      },
    },
    async (request) => getForClient(app.db, authOf(request).id, request.params.id),
  );

  app.put(
    '/api/questionnaires/:id/answers',
    {
      schema: {
        tags,
        summary: 'Client: answer some or all questions (yes/no, or one of the QCM choices)',
        params: idParamsSchema,
        body: answersBodySchema,
        response: { 200: questionnaireDetailSchema },
      },
    },
    async (request) => answer(app.db, authOf(request).id, request.params.id, request.body),
  );
};

export default questionnairesClientRoutes;
