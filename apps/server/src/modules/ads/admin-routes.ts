import { idParamsSchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  AD_VIDEO_MAX_BYTES,
  adDecisionSchema,
  adFormSchema,
  adListQuerySchema,
  adRequestSchema,
} from '@app/contracts/ads';
import { companyToday } from '@app/contracts/sales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { authOf } from '../../plugins/auth';
import {
  assertAdExists,
  assertEspaceExists,
  createAdRequest,
  decideAdRequest,
  deleteAdRequest,
  getAdRequest,
  listAdRequests,
  updateAdRequest,
} from './service';

const tags = ['ads'];
const security = [{ bearer: [] }];

/** Video errors say what a video may be, not the image formats of the generic message. */
function videoError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(413, 'ads.videoTooLarge');
  if (error instanceof AppError && status === 415) return new AppError(415, 'ads.videoType');
  return error;
}

/** Reads the ad form: fields validated first, so bad input stores no video. */
async function readAdForm(request: FastifyRequest) {
  const { fields, files } = await readMultipart(request, {
    fileFields: ['video'],
    maxFileBytes: AD_VIDEO_MAX_BYTES,
  }).catch((error: unknown) => {
    throw videoError(error);
  });
  return { values: parseOrThrow(adFormSchema, fields), video: files.video };
}

const multipartBody = {
  ...multipartSchema(adFormSchema, ['video']),
  description:
    'multipart/form-data: nomPrenom, email, tel1, tel2?, espace?, typeEspace, gouvernorat, ville, dateDebut, dateFin, statut?, and the file `video` (MP4/WebM, 50 MB at most).',
};

/** Advertising requests: real records handled by staff. Admin only. */
const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function prepareVideo(data: Buffer | undefined) {
    if (!data) return undefined;
    try {
      return await app.uploads.prepareVideo(data, AD_VIDEO_MAX_BYTES);
    } catch (error) {
      throw videoError(error);
    }
  }

  app.get(
    '/api/publicites',
    {
      schema: {
        tags,
        security,
        summary: "Advertising requests, newest first; status may be 'Terminé' (computed)",
        querystring: adListQuerySchema,
        response: { 200: z.array(adRequestSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdRequests(app.db, request.query, companyToday());
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/api/publicites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One advertising request (Info)',
        params: idParamsSchema,
        response: { 200: adRequestSchema },
      },
    },
    async (request) => getAdRequest(app.db, request.params.id, companyToday()),
  );

  app.post(
    '/api/publicites',
    {
      schema: {
        tags,
        security,
        summary: 'Records an advertising request (multipart, optional video)',
        ...multipartBody,
        response: { 201: adRequestSchema },
      },
    },
    async (request, reply) => {
      const { values, video } = await readAdForm(request);
      await assertEspaceExists(app.db, values.espace);
      const file = await prepareVideo(video);
      const id = await createAdRequest(app.db, values, file?.name ?? null, authOf(request).id);
      await file?.save();
      return reply.code(201).send(await getAdRequest(app.db, id, companyToday()));
    },
  );

  app.put(
    '/api/publicites/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "'Modifier Publicité': saves the ad form (multipart; a new video replaces the old)",
        params: idParamsSchema,
        ...multipartBody,
        response: { 200: adRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { values, video } = await readAdForm(request);
      await assertAdExists(app.db, id);
      await assertEspaceExists(app.db, values.espace);
      const file = await prepareVideo(video);
      await updateAdRequest(app.db, id, values, file?.name, authOf(request).id);
      await file?.save();
      return getAdRequest(app.db, id, companyToday());
    },
  );

  app.patch(
    '/api/publicites/:id',
    {
      schema: {
        tags,
        security,
        summary: "Decision on a request: 'Accepté', 'Rejeté' or back to 'En attente'",
        params: idParamsSchema,
        body: adDecisionSchema,
        response: { 200: adRequestSchema },
      },
    },
    async (request) => {
      await decideAdRequest(app.db, request.params.id, request.body.statut, authOf(request).id);
      return getAdRequest(app.db, request.params.id, companyToday());
    },
  );

  app.delete(
    '/api/publicites/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an advertising request (kept in the audit log)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAdRequest(app.db, request.params.id, authOf(request).id);
      return reply.code(204).send(null);
    },
  );
};

export default adsRoutes;
