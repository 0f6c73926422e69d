import { idParamsSchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  answersBodySchema,
  createQuestionnaireSchema,
  questionnaireDetailSchema,
  questionnaireListQuerySchema,
  questionnaireRowSchema,
  recipientSchema,
  staffQuestionnaireRowSchema,
} from '@app/contracts/questionnaires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { answer, create, getForClient, listForClient, listForStaff, recipients } from './service';

/** Questionnaires: staff create one for a client; the client reads and answers its own. */
const questionnairesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questionnaires'];

  app.get(
    '/api/questionnaires',
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Client: questionnaires addressed to me, with question and answer counts',
        querystring: questionnaireListQuerySchema,
        response: { 200: z.array(questionnaireRowSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listForClient(app.db, authOf(request).id, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/questionnaires/:id',
    {
      config: { access: 'client' },
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
      config: { access: 'client' },
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

  app.get(
    '/api/admin/questionnaires',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: every questionnaire with its client and progress',
        querystring: questionnaireListQuerySchema,
        response: { 200: z.array(staffQuestionnaireRowSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listForStaff(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/admin/questionnaires',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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

export default questionnairesRoutes;
