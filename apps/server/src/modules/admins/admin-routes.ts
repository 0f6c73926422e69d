import { errorBodySchema, idParamsSchema } from '@app/contracts';
import {
  type Admin,
  adminPasswordChangeSchema,
  adminProfileFieldsSchema,
  adminSchema,
  adminUpdateResponseSchema,
  faceChallengeResponseSchema,
  verifyFaceFieldsSchema,
  verifyFaceResponseSchema,
} from '@app/contracts/admins';
import { passwordChangeResponseSchema } from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, createAnswerCache, sendAnswer } from '../../lib/answer-cache';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { authOf } from '../../plugins/application/auth';
import { issueFaceChallenge } from './face/face-challenges';
import { readFaceCapture } from './face/read-capture';
import { verifyFace } from './face/verify-face';
import { changeAdminPassword, findAdmin, revokeTokens, saveOwnProfile, toAdmin } from './service';

/** Per address (the per-account failure counter of runtime.ts stops distributed guessing). */
const VERIFY_FACE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const FACE_CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Per address: a current password cannot be guessed through the change. */
const PASSWORD_CHANGE_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The signed-in staff member: logout, own profile and the face check. */
const adminsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Served from memory until `admins` changes (profile, password, role, sign-out), from anywhere.
  const profiles = createAnswerCache(app, ['admins']);
  const { account, faceCheck } = app.staff;

  app.post(
    '/api/logout',
    {
      config: { faceScope: true },
      schema: {
        tags: ['admins'],
        summary: 'Admin: sign out — revokes every token of the account',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeTokens(app.db, authOf(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/me',
    {
      schema: { tags: ['admins'], summary: 'Admin: own profile', response: { 200: adminSchema } },
    },
    async (request, reply) => {
      const adminId = authOf(request).id;
      return sendAnswer<Admin>(
        reply,
        await profiles.answer(String(adminId), async () =>
          answerOf(adminSchema.parse(toAdmin(await findAdmin(app.db, adminId)))),
        ),
      );
    },
  );

  app.put(
    '/api/admin/:id',
    {
      schema: {
        tags: ['admins'],
        summary:
          'Admin, own profile only: update (multipart: nom, prenom, email, telephone, poste, optional image)',
        ...multipartSchema(adminProfileFieldsSchema, ['image']),
        params: idParamsSchema,
        response: { 200: adminUpdateResponseSchema },
      },
    },
    async (request) => {
      const admin = await saveOwnProfile(account, authOf(request).id, request.params.id, () =>
        readMultipart(request, { fileFields: ['image'] }),
      );
      return { updatedImageName: admin.image, admin };
    },
  );

  app.post(
    '/api/admin/password',
    {
      config: { rateLimit: PASSWORD_CHANGE_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin: change the own password (current one required); every other session and stream ends, the answer carries the new token',
        body: adminPasswordChangeSchema,
        response: {
          200: passwordChangeResponseSchema,
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      token: await changeAdminPassword(app.db, app.tokens, authOf(request).id, request.body),
    }),
  );

  app.post(
    '/api/verify-face/challenge',
    {
      config: { faceScope: true, rateLimit: FACE_CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin (face-check token accepted): a one-time head-turn instruction for the next face check (valid 60 s, one use)',
        response: { 200: faceChallengeResponseSchema },
      },
    },
    async (request) => issueFaceChallenge(app.db, authOf(request).id),
  );

  app.post(
    '/api/verify-face',
    {
      config: { faceScope: true, rateLimit: VERIFY_FACE_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin (face-check token accepted): multipart challenge + image (start pose) + 1–4 frame parts taken while turning the head as asked, reference_image optional → match; a match upgrades a face-check token',
        ...multipartSchema(verifyFaceFieldsSchema, ['image', 'frame']),
        response: { 200: verifyFaceResponseSchema },
      },
    },
    async (request) =>
      verifyFace(faceCheck, authOf(request), () =>
        readFaceCapture(request, app.config.uploadMaxBytes),
      ),
  );
};

export default adminsAdminRoutes;
