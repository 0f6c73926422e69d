import {
  errorBodySchema,
  idParamsSchema,
  listQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@app/contracts';
import {
  chatHistoryEntrySchema,
  contactRequestListQuerySchema,
  contactRequestSchema,
  faqEntrySchema,
  faqInputSchema,
  resolveUnansweredResultSchema,
  resolveUnansweredSchema,
  unansweredGroupSchema,
} from '@app/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/application/auth';
import { listContactRequests, markContactRequestAnswered } from './contact-requests';
import {
  addFaq,
  deleteFaq,
  listHistory,
  listUnanswered,
  resolveUnanswered,
  updateFaq,
} from './service';

const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The chatbot, staff side: FAQ editing, unanswered questions and conversation history. */
const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/faq/add',
    {
      schema: {
        tags: ['chat'],
        security,
        summary: 'Add a FAQ entry (admin); the assistant uses it from the next message',
        body: faqInputSchema,
        response: { 201: faqEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await addFaq(app.db, request.body, authOf(request).id);
      app.chat.invalidateFaq();
      return reply.status(201).send(entry);
    },
  );

  app.put(
    '/api/faq/update/:id',
    {
      schema: {
        tags: ['chat'],
        security,
        summary: 'Edit a FAQ entry (admin); the assistant uses it from the next message',
        params: idParamsSchema,
        body: faqInputSchema,
        response: { 200: faqEntrySchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const entry = await updateFaq(app.db, request.params.id, request.body, authOf(request).id);
      app.chat.invalidateFaq();
      return entry;
    },
  );

  app.delete(
    '/api/faq/delete/:id',
    {
      schema: {
        tags: ['chat'],
        security,
        summary: 'Delete a FAQ entry (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteFaq(app.db, request.params.id, authOf(request).id);
      app.chat.invalidateFaq();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chat/unanswered',
    {
      schema: {
        tags: ['chat'],
        security,
        summary:
          'Questions the assistant could not answer (admin), grouped when alike, most asked first',
        querystring: listQuerySchema,
        response: { 200: z.array(unansweredGroupSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listUnanswered(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/chat/unanswered/resolve',
    {
      schema: {
        tags: ['chat'],
        security,
        summary:
          'Turn a group of unanswered questions into a new FAQ entry or phrasings of one (admin); answered from the next message',
        body: resolveUnansweredSchema,
        response: { 200: resolveUnansweredResultSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const result = await resolveUnanswered(app.db, request.body, authOf(request).id);
      app.chat.invalidateFaq();
      return result;
    },
  );

  app.get(
    '/api/chat/contact-requests',
    {
      schema: {
        tags: ['chat'],
        security,
        summary:
          'Visitors who asked the assistant for a person (admin), newest first, with the conversation',
        querystring: listQuerySchema.extend(contactRequestListQuerySchema.shape),
        response: { 200: z.array(contactRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listContactRequests(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/api/chat/contact-requests/:id/answered',
    {
      schema: {
        tags: ['chat'],
        security,
        summary:
          'Mark a contact request answered (admin); the visitor sees when. Again: keeps the first time',
        params: idParamsSchema,
        response: { 200: contactRequestSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => markContactRequestAnswered(app.db, request.params.id, authOf(request).id),
  );

  app.get(
    '/api/history',
    {
      schema: {
        tags: ['chat'],
        security,
        summary: 'Conversation history (admin), newest first, paged and searched',
        querystring: listQuerySchema,
        response: { 200: z.array(chatHistoryEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listHistory(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );
};

export default chatAdminRoutes;
