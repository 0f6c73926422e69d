import {
  answersBodySchema,
  questionnaireDetailSchema,
  questionnaireListQuerySchema,
  questionnaireRowSchema,
} from '@app/contracts/questionnaires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
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

  itemRoute(
    app,
    'GET',
    '/api/questionnaires/:id',
    {
      tags,
      summary: 'Client: one of my questionnaires with its questions',
      response: questionnaireDetailSchema,
    },
    async (id, _body, request) => getForClient(app.db, authOf(request).id, id),
  );

  itemRoute(
    app,
    'PUT',
    '/api/questionnaires/:id/answers',
    {
      tags,
      summary: 'Client: answer some or all questions (yes/no, or one of the QCM choices)',
      body: answersBodySchema,
      response: questionnaireDetailSchema,
    },
    async (id, body, request) => answer(app.db, authOf(request).id, id, body),
  );
};

export default questionnairesClientRoutes;
