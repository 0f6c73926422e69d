import {
  errorBodySchema,
  idParamsSchema,
  listQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@app/contracts';
import {
  chatHistoryEntrySchema,
  chatRequestSchema,
  chatResponseSchema,
  type FaqEntry,
  faqEntrySchema,
  faqInputSchema,
  resolveUnansweredResultSchema,
  resolveUnansweredSchema,
  unansweredGroupSchema,
} from '@app/contracts/chat';
import { LANGUAGES } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { authOf } from '../../plugins/auth';
import { createChatEngine } from './chat-engine';
import { createFaqPageCache } from './faq-page-cache';
import { questionKey } from './question-key';
import {
  addFaq,
  deleteFaq,
  findStationForQr,
  listFaq,
  listHistory,
  listUnanswered,
  resolveUnanswered,
  saveExchange,
  seedFaqIfEmpty,
  updateFaq,
} from './service';

const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** A visitor chatting types a few messages a minute; this stops floods, not conversations. */
const CHAT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** How long the assistant waits for the LLM before answering with the built-in engine. */
const LLM_TIMEOUT_MS = 8000;

const faqListQuerySchema = listQuerySchema.extend({
  // The public list is small and read whole by default (spec: GET /api/faq → entries).
  limit: z.coerce.number().int().min(1).max(500).default(500),
  language: z.enum(LANGUAGES).optional(),
});

/** The chatbot: public chat and FAQ reading, staff FAQ editing and conversation history. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeded = await seedFaqIfEmpty(app.db);
  if (seeded) app.log.info({ entries: seeded }, 'FAQ seeded');

  const engine = createChatEngine({
    db: app.db,
    log: app.log,
    llm: app.config.chatLlm ? { ...app.config.chatLlm, timeoutMs: LLM_TIMEOUT_MS } : undefined,
    findStation: (reference) => findStationForQr(app.db, reference),
    cpu: app.cpu,
  });
  const faqPages = createFaqPageCache(app.db);
  /** Every FAQ write: the assistant and the cached public pages see it on the next request. */
  const invalidateFaq = () => {
    engine.invalidate();
    faqPages.invalidate();
  };

  app.post(
    '/api/chat',
    {
      config: { access: 'public', rateLimit: CHAT_RATE_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'Public: ask the assistant (rate-limited per visitor)',
        description:
          'multipart/form-data: `message` (required, at most 1000 characters), optional `image` ' +
          '(JPEG, PNG or WebP). Answers in the language of the message; a station QR code in the ' +
          'image gets a link to that station’s complaint form. Every exchange is stored.',
        ...multipartSchema(chatRequestSchema, ['image']),
        response: {
          200: chatResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['image'] });
      const { message } = parseOrThrow(chatRequestSchema, fields);
      // Only a valid message lets the image in; it is written once the exchange is stored.
      const image = files.image ? await app.uploads.prepareImage(files.image) : undefined;
      const reply = await engine.reply({
        message,
        fallbackLanguage: requestLanguage(request),
        image,
      });
      await saveExchange(app.db, {
        message,
        response: reply.response,
        image: image?.name ?? null,
        language: reply.language,
        // No FAQ entry behind the reply (also an LLM reply without one): staff should see it. A
        // photo is answered by its pointer to the complaint form.
        unansweredKey:
          reply.kind === 'unknown' || (reply.kind === 'answer' && reply.faqIds.length === 0)
            ? questionKey(message)
            : null,
      });
      await image?.save();
      return reply;
    },
  );

  app.get(
    '/api/faq',
    {
      config: { access: 'public' },
      schema: {
        tags: ['chat'],
        summary: 'Public: the FAQ entries (id, question, answers, language), optionally searched',
        querystring: faqListQuerySchema,
        response: { 200: z.array(faqEntrySchema), 304: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (request.query.q) {
        const { items, total } = await listFaq(app.db, request.query);
        reply.header(TOTAL_COUNT_HEADER, total);
        return items;
      }
      const { page, limit, language } = request.query;
      const cached = await faqPages.get(`${page}:${limit}:${language ?? ''}`, () =>
        listFaq(app.db, request.query),
      );
      reply.header(TOTAL_COUNT_HEADER, cached.total);
      reply.header('etag', cached.etag);
      reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
      // Already serialized and encoded: Fastify sends a Buffer as is.
      return reply
        .type('application/json; charset=utf-8')
        .send(cached.body as unknown as FaqEntry[]);
    },
  );

  app.post(
    '/api/faq/add',
    {
      config: { access: 'admin' },
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
      invalidateFaq();
      return reply.status(201).send(entry);
    },
  );

  app.put(
    '/api/faq/update/:id',
    {
      config: { access: 'admin' },
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
      invalidateFaq();
      return entry;
    },
  );

  app.delete(
    '/api/faq/delete/:id',
    {
      config: { access: 'admin' },
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
      invalidateFaq();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chat/unanswered',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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
      invalidateFaq();
      return result;
    },
  );

  app.get(
    '/api/history',
    {
      config: { access: 'admin' },
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

export default chatRoutes;
