import { errorBodySchema } from '@app/contracts';
import {
  caseFollowUpSchema,
  caseNumberParamsSchema,
  FOLLOW_SECRET_HEADER,
  publicStationSchema,
  QR_HONEYPOT_FIELD,
  qrReclamationCreatedSchema,
  qrReclamationInputSchema,
  stationReferenceParamsSchema,
  urgentReportInputSchema,
} from '@app/contracts/reclamations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { openWorkOrder } from '../operations/work-orders';
import { complaintsCounter } from './metrics';
import {
  createQrReclamation,
  createUrgentReport,
  findPublicStation,
  followUp,
  resolveStation,
} from './qr-cases';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Complaints filed by anyone from a station's QR code. */
const reclamationsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const complaints = complaintsCounter(app);
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
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['photo'] });
      // The honeypot input is hidden from people; only form-filling bots put text in it.
      if (fields[QR_HONEYPOT_FIELD]?.trim()) throw badRequest('reclamations.qr.spam');
      const data = parseOrThrow(qrReclamationInputSchema, fields);
      const place = await resolveStation(app.db, data);
      const photo = files.photo ? await app.uploads.prepareImage(files.photo) : undefined;
      const created = await createQrReclamation(app.db, data, place, photo?.name ?? null);
      complaints.inc({ source: 'qr' });
      // Written only once the case that names it is stored: a refused case leaves no file.
      await photo?.save();
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/reclamations/qr/urgent',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Public: a one-tap urgent report from a station QR code (phone stuck in a locker, station not charging); opens an urgent work order',
        description:
          'JSON `{ station, kind: "phone_locked" | "not_charging", locker?, telephone }`: the locker is ' +
          'required for a stuck phone. Answers the case number and the follow-up link (shown once).',
        body: urgentReportInputSchema,
        response: { 201: qrReclamationCreatedSchema, ...errors, 429: errorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const created = await createUrgentReport(app.db, request.body, (tx, order) =>
        openWorkOrder(tx, { ...order, cause: 'urgent' }, app.config.workOrders),
      );
      complaints.inc({ source: 'qr' });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/reclamations/qr/follow/:caseNumber',
    {
      schema: {
        tags: ['reclamations'],
        summary:
          'Public, with the follow-up secret in the X-Follow-Secret header: the case’s status and staff replies',
        params: caseNumberParamsSchema,
        headers: z.object({
          [FOLLOW_SECRET_HEADER]: z.string().max(200).optional(),
        }),
        response: { 200: caseFollowUpSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
      // The page polls every few seconds; guessing a 192-bit secret is hopeless at any rate.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const secret = request.headers[FOLLOW_SECRET_HEADER] ?? '';
      const found = secret ? await followUp(app.db, request.params.caseNumber, secret) : undefined;
      if (!found) throw notFound('reclamations.follow.notFound');
      reply.header('cache-control', 'no-store');
      return found;
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
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const station = await findPublicStation(app.db, request.params.reference);
      if (!station) throw notFound('reclamations.qr.stationUnknown');
      const { id: _id, ...view } = station;
      return view;
    },
  );
};

export default reclamationsPublicRoutes;
