import { errorBodySchema, idParamsSchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  adminReclamationListQuerySchema,
  adminReclamationSchema,
  publicStationSchema,
  QR_HONEYPOT_FIELD,
  qrCaseUpdateSchema,
  qrReclamationCreatedSchema,
  qrReclamationInputSchema,
  qrReclamationListQuerySchema,
  qrReclamationSchema,
  reclamationAnswerSchema,
  stationReferenceParamsSchema,
} from '@app/contracts/reclamations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { stationReference } from '../stations/service';
import { answerReclamation, listAdminReclamations, listCategories } from './admin-service';
import {
  createQrReclamation,
  findPublicStation,
  listQrReclamations,
  resolveStation,
  updateQrCase,
} from './qr-service';
import { complaintFormUrl, stickerPdf, stickerSvg } from './sticker';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Public QR complaints, staff handling of QR cases and client reclamations, station stickers. */
const reclamationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- public ------------------------------------------------------------------------------

  app.post(
    '/api/reclamations/qr',
    {
      schema: {
        tags: ['reclamations'],
        summary: 'Public: file a complaint, feedback or suggestion from a station QR code',
        description:
          'multipart/form-data: every field of the form, optional `photo` (JPEG, PNG or WebP), ' +
          'optional `station` (reference from the QR code). Answers the case number.',
        ...multipartSchema(qrReclamationInputSchema, ['photo']),
        response: {
          201: qrReclamationCreatedSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // Mobile carriers put many phones behind one address: generous, but it stops floods.
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['photo'] });
      // The honeypot input is hidden from people; only form-filling bots put text in it.
      if (fields[QR_HONEYPOT_FIELD]?.trim()) throw badRequest('reclamations.qr.spam');
      const data = parseOrThrow(qrReclamationInputSchema, fields);
      const place = await resolveStation(app.db, data);
      const photo = files.photo ? await app.uploads.prepareImage(files.photo) : undefined;
      const created = await createQrReclamation(app.db, data, place, photo?.name ?? null);
      // Written only once the case that names it is stored: a refused case leaves no file.
      await photo?.save();
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/reclamations/qr/station/:reference',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Public: the station behind a QR code (reference, space, city) to pre-fill the form',
        params: stationReferenceParamsSchema,
        response: { 200: publicStationSchema, 404: errorBodySchema },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const station = await findPublicStation(app.db, request.params.reference);
      if (!station) throw notFound('reclamations.qr.stationUnknown');
      const { id: _id, ...view } = station;
      return view;
    },
  );

  // --- staff: QR cases ---------------------------------------------------------------------

  app.get(
    '/api/reclamations-qr',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: QR complaints, newest first (filters: type, statut, from, to, q)',
        querystring: qrReclamationListQuerySchema,
        response: { 200: z.array(qrReclamationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listQrReclamations(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.patch(
    '/api/reclamations-qr/:id',
    {
      config: { access: 'admin' },
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

  // --- staff: client reclamations ----------------------------------------------------------

  app.get(
    '/api/admin/reclamations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: every client reclamation, newest first (filters: categorie, q)',
        querystring: adminReclamationListQuerySchema,
        response: { 200: z.array(adminReclamationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminReclamations(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/admin/reclamations/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reclamations'],
        summary: 'Admin: the categories used by client reclamations (for the category filter)',
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    async () => listCategories(app.db),
  );

  app.patch(
    '/api/admin/reclamations/:id',
    {
      config: { access: 'admin' },
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

  // --- staff: station QR stickers ----------------------------------------------------------

  const fileName = (reference: string, extension: string) =>
    `qr-${reference.replace(/[^A-Za-z0-9_-]/g, '_')}.${extension}`;

  app.get(
    '/api/admin/stations/:id/qr.svg',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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

export default reclamationsRoutes;
