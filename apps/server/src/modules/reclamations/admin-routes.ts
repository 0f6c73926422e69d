import { errorBodySchema, idParamsSchema } from '@app/contracts';
import {
  adminCaseReplySchema,
  adminReclamationListQuerySchema,
  adminReclamationSchema,
  caseReplyBodySchema,
  qrCaseUpdateSchema,
  qrReclamationListQuerySchema,
  qrReclamationSchema,
  reclamationAnswerSchema,
  reclamationCategoriesSchema,
} from '@app/contracts/reclamations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { stationReference } from '../stations/service';
import { addCaseReply, caseReplies, listQrReclamations, updateQrCase } from './qr-cases';
import { answerReclamation, listAdminReclamations, listCategories } from './service';
import { complaintFormUrl, stickerPdf, stickerSvg } from './sticker';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Staff handling of QR complaints and client reclamations, and the stations' QR stickers. */
const reclamationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- QR cases ----------------------------------------------------------------------------

  pagedListRoute(app, '/api/reclamations-qr', {
    tags: ['reclamations'],
    summary: 'Admin: QR complaints, newest first (filters: type, statut, from, to, q)',
    querystring: qrReclamationListQuerySchema,
    item: qrReclamationSchema,
    errors,
    list: (query) => listQrReclamations(app.db, query),
  });

  app.patch(
    '/api/reclamations-qr/:id',
    {
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: set the status (new, in_progress, resolved) and note of a QR case',
        params: idParamsSchema,
        body: qrCaseUpdateSchema,
        response: { 200: qrReclamationSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const updated = await updateQrCase(app.db, request.params.id, request.body);
      if (!updated) throw notFound();
      return updated;
    },
  );

  // --- client reclamations ----------------------------------------------------------------

  app.get(
    '/api/reclamations-qr/:id/replies',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Admin: the replies to a QR case, oldest first (the visitor sees them on the follow-up page)',
        params: idParamsSchema,
        response: { 200: z.array(adminCaseReplySchema), ...errors },
      },
    },
    async (request) => caseReplies(app.db, request.params.id),
  );

  app.post(
    '/api/reclamations-qr/:id/replies',
    {
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: reply to a QR case; the visitor sees it on the case’s follow-up page',
        params: idParamsSchema,
        body: caseReplyBodySchema,
        response: { 201: z.array(adminCaseReplySchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await addCaseReply(app.db, request.params.id, authOf(request).id, request.body.text);
      return reply.code(201).send(await caseReplies(app.db, request.params.id));
    },
  );

  pagedListRoute(app, '/api/admin/reclamations', {
    tags: ['reclamations'],
    summary: 'Admin: every client reclamation, newest first (filters: categorie, q)',
    querystring: adminReclamationListQuerySchema,
    item: adminReclamationSchema,
    errors,
    // The client's reclamations with the e-mail of their account.
    reads: ['reclamations', 'clients'],
    list: (query) => listAdminReclamations(app.db, query),
  });

  app.get(
    '/api/admin/reclamations/categories',
    {
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: the categories used by client reclamations (for the category filter)',
        response: { 200: reclamationCategoriesSchema, ...errors },
      },
    },
    async () => listCategories(app.db),
  );

  app.patch(
    '/api/admin/reclamations/:id',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Admin: answer a client reclamation and set its status (Answered, Pending, Problem)',
        params: idParamsSchema,
        body: reclamationAnswerSchema,
        response: { 200: adminReclamationSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const updated = await answerReclamation(app.db, request.params.id, request.body);
      if (!updated) throw notFound();
      return updated;
    },
  );

  // --- station QR stickers ----------------------------------------------------------------

  const fileName = (reference: string, extension: string) =>
    `qr-${reference.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`;

  app.get(
    '/api/admin/stations/:id/qr.svg',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Admin: printable SVG sticker whose QR code opens the complaint form of the station',
        params: idParamsSchema,
        response: {
          200: z.any().describe('image/svg+xml sticker'),
          ...errors,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const reference = await stationReference(app.db, request.params.id);
      const svg = stickerSvg(complaintFormUrl(app.config.publicUrl, reference), reference);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName(reference, 'svg')}"`)
        .header('Cache-Control', 'no-store')
        .send(svg);
    },
  );

  app.get(
    '/api/admin/stations/:id/qr.pdf',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Admin: printable PDF sticker whose QR code opens the complaint form of the station',
        params: idParamsSchema,
        response: {
          200: z.any().describe('application/pdf sticker'),
          ...errors,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const reference = await stationReference(app.db, request.params.id);
      const pdf = await stickerPdf(
        app.cpu,
        complaintFormUrl(app.config.publicUrl, reference),
        reference,
        app.site.brandName(),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName(reference, 'pdf')}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

export default reclamationsAdminRoutes;
