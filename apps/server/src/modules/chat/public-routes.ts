import { errorBodySchema, listQuerySchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  chatRequestSchema,
  chatResponseSchema,
  contactRequestInputSchema,
  contactRequestStatusSchema,
  contactTokenParamsSchema,
  type FaqEntry,
  faqEntrySchema,
} from '@app/contracts/chat';
import { LANGUAGES } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { contactRequestStatus, createContactRequest } from './contact-requests';
import { questionKey } from './question-key';
import { listFaq } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** A visitor chatting types a few messages a minute; this stops floods, not conversations. */
const CHAT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** A visitor asks for a person a few times at most; scripts filling staff's list are stopped. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
const faqListQuerySchema = listQuerySchema.extend({
  // The public list is small and read whole by default (GET /api/faq → entries).
  limit: z.coerce.number().int().min(1).max(500).default(500),
  language: z.enum(LANGUAGES).optional(),
});

/** The chatbot, public side: ask the assistant, read the FAQ. */
const chatPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { engine, faqPages, saveExchange } = app.chat;

  app.post(
    '/api/chat',
    {
      config: { rateLimit: CHAT_RATE_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'Public: ask the assistant (rate-limited per visitor)',
        description:
          'multipart/form-data: `message` (required, at most 1000 characters), optional `image` ' +
          '(JPEG, PNG or WebP), optional `faqId` (a suggestion the visitor tapped: answered with ' +
          'that entry). Answers in the language of the message (the page’s for derja); a station ' +
          'QR code in the image gets a link to that station’s complaint form. Replies: an answer, ' +
          'suggestions (kind `suggest`), the urgent path of a problem report (kind `incident`) or ' +
          '"I don’t know" with a hand-off. Every exchange is stored; unanswered and suggested ' +
          'ones reach staff’s unanswered questions.',
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
      const { message, faqId } = parseOrThrow(chatRequestSchema, fields);
      // Only a valid message lets the image in; it is written once the exchange is stored.
      const image = files.image ? await app.uploads.prepareImage(files.image) : undefined;
      const reply = await engine.reply({
        message,
        fallbackLanguage: requestLanguage(request),
        image,
        faqId,
        log: request.log,
      });
      await saveExchange({
        message,
        response: reply.response,
        image: image?.name ?? null,
        language: reply.language,
        // No FAQ entry behind the reply (also an LLM reply without one), or only suggestions
        // (the visitor may not take them; a tapped one is a new exchange): staff should see it.
        // A photo is answered by its pointer to the complaint form.
        unansweredKey:
          reply.kind === 'unknown' ||
          reply.kind === 'suggest' ||
          (reply.kind === 'answer' && reply.faqIds.length === 0)
            ? questionKey(message)
            : null,
      });
      await image?.save();
      return reply;
    },
  );

  app.post(
    '/api/chat/contact-requests',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['chat'],
        summary:
          'Public: "Talk to a person" — name, phone or e-mail, the conversation so far (rate-limited)',
        description:
          'Staff see it in the back-office with the transcript. The answer holds a secret `token` ' +
          'with which the visitor’s browser reads when the request was answered.',
        body: contactRequestInputSchema,
        response: { 201: contactRequestStatusSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createContactRequest(app.db, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/chat/contact-requests/:token',
    {
      schema: {
        tags: ['chat'],
        summary: 'Public: the status of one’s own contact request, by its secret token',
        params: contactTokenParamsSchema,
        response: { 200: contactRequestStatusSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => contactRequestStatus(app.db, request.params.token),
  );

  app.get(
    '/api/faq',
    {
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
};

export default chatPublicRoutes;
