import { idParamsSchema } from '@app/contracts';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminProfileFieldsSchema,
  adminRegisterFieldsSchema,
  adminRegisterResponseSchema,
  adminSchema,
  adminUpdateResponseSchema,
  verifyFaceResponseSchema,
} from '@app/contracts/admins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, parseOrThrow } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { authOf } from '../../plugins/auth';
import { isSameFace } from './face/face-distance';
import { createFaceEngine } from './face/face-engine';
import { referenceDescriptor } from './face/reference-descriptor';
import { createFailureCounter } from './failure-counter';
import {
  adminCount,
  checkCredentials,
  emailTaken,
  findAdmin,
  insertAdmin,
  revokeTokens,
  toAdmin,
  updateProfile,
} from './service';

/** Per-address limits (the per-account counters below stop distributed guessing). */
export const ADMIN_LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const ADMIN_REGISTER_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
export const VERIFY_FACE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** A face-scope token only has to live long enough to look at the camera. */
export const FACE_TOKEN_TTL_SECONDS = 10 * 60;

const LOGIN_MAX_FAILURES = 5;
const FACE_MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Staff accounts: registration, login, logout, own profile and the face check. */
const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const face = createFaceEngine();
  const loginFailures = createFailureCounter(LOGIN_MAX_FAILURES, FAILURE_WINDOW_MS);
  const faceFailures = createFailureCounter(FACE_MAX_FAILURES, FAILURE_WINDOW_MS);
  const faceCheckRequired = app.config.adminFaceCheck === 'required';
  const admin = app.requireRole('admin');
  const adminOrFaceScope = app.requireRole('admin', { allowFaceScope: true });

  app.addHook('onClose', () => face.close());
  if (faceCheckRequired && app.config.env !== 'test') {
    // Load the models in the background so the first check after a restart is not the slow one.
    app.addHook('onReady', async () => {
      face.warmUp().catch((error) => app.log.warn({ err: error }, 'face engine warm-up failed'));
    });
  }

  const profileDescriptor = (image: Buffer) => referenceDescriptor(face, image, faceCheckRequired);

  app.post(
    '/api/register',
    {
      config: { rateLimit: ADMIN_REGISTER_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public only while no admin exists (first account); afterwards admin: create an admin (multipart: nom, prenom, telephone, email, poste, password, image)',
        consumes: ['multipart/form-data'],
        response: { 201: adminRegisterResponseSchema },
      },
    },
    async (request, reply) => {
      let bootstrap = false;
      if (request.headers.authorization) {
        const auth = await app.authenticate(request);
        if (auth.role !== 'admin' || auth.scope !== 'full') throw forbidden();
      } else {
        if ((await adminCount(app.db)) > 0) throw new AppError(401, 'admins.registerNeedsAdmin');
        bootstrap = true;
      }
      const { fields, files } = await readMultipart(request, { fileFields: ['image'] });
      const body = parseOrThrow(adminRegisterFieldsSchema, fields);
      const image = files.image;
      if (!image) throw badRequest('admins.imageRequired', { image: 'admins.imageRequired' });
      if (await emailTaken(app.db, body.email)) {
        throw conflict('admins.emailTaken', { email: 'admins.emailTaken' });
      }
      // Checked before storing, so a refused photo leaves nothing behind.
      const faceDescriptor = await profileDescriptor(image);
      const stored = await app.uploads.storeImage(image);
      const created = await insertAdmin(
        app.db,
        { ...body, image: stored.name, faceDescriptor },
        { bootstrapOnly: bootstrap },
      );
      return reply.code(201).send({ admin: created });
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: ADMIN_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public: admin login → admin and token (face-check-only token when ADMIN_FACE_CHECK=required)',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => {
      const key = request.body.email;
      if (loginFailures.isBlocked(key)) throw new AppError(429, 'admins.accountLocked');
      const row = await checkCredentials(app.db, request.body);
      if (!row) {
        loginFailures.recordFailure(key);
        throw new AppError(401, 'admins.invalidCredentials');
      }
      loginFailures.recordSuccess(key);
      const token = app.tokens.issue(
        {
          sub: String(row.id),
          role: 'admin',
          scope: faceCheckRequired ? 'face' : 'full',
          tv: row.tokenVersion,
        },
        faceCheckRequired ? FACE_TOKEN_TTL_SECONDS : undefined,
      );
      return { admin: toAdmin(row), token, faceCheckRequired };
    },
  );

  app.post(
    '/api/logout',
    {
      onRequest: adminOrFaceScope,
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
      onRequest: admin,
      schema: { tags: ['admins'], summary: 'Admin: own profile', response: { 200: adminSchema } },
    },
    async (request) => toAdmin(await findAdmin(app.db, authOf(request).id)),
  );

  app.put(
    '/api/admin/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admins'],
        summary:
          'Admin, own profile only: update (multipart: nom, prenom, email, telephone, poste, optional image)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: adminUpdateResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id !== authOf(request).id) throw forbidden('admins.notYourProfile');
      const { fields, files } = await readMultipart(request, { fileFields: ['image'] });
      const body = parseOrThrow(adminProfileFieldsSchema, fields);
      if (await emailTaken(app.db, body.email, id)) {
        throw conflict('admins.emailTaken', { email: 'admins.emailTaken' });
      }
      let image: { name: string; faceDescriptor: number[] | null } | undefined;
      if (files.image) {
        const faceDescriptor = await profileDescriptor(files.image);
        const stored = await app.uploads.storeImage(files.image);
        image = { name: stored.name, faceDescriptor };
      }
      const updated = await updateProfile(app.db, id, { ...body, image });
      return { updatedImageName: updated.image, admin: updated };
    },
  );

  app.post(
    '/api/verify-face',
    {
      onRequest: adminOrFaceScope,
      config: { rateLimit: VERIFY_FACE_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin (face-check token accepted): compare a capture with the caller’s own reference face (multipart: image, reference_image) → match; a match upgrades a face-check token',
        consumes: ['multipart/form-data'],
        response: { 200: verifyFaceResponseSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const key = String(auth.id);
      if (faceFailures.isBlocked(key)) throw new AppError(429, 'admins.face.tooManyAttempts');
      const { fields, files } = await readMultipart(request, { fileFields: ['image'] });
      const row = await findAdmin(app.db, auth.id);
      // The reference is always the caller's own: a name pointing at someone else is refused.
      const claimed = fields.reference_image?.trim();
      if (claimed && claimed !== row.image) throw forbidden('admins.face.referenceNotYours');
      if (!row.faceDescriptor?.length) throw new AppError(409, 'admins.face.noReference');
      if (!files.image) {
        throw badRequest('admins.face.captureRequired', { image: 'admins.face.captureRequired' });
      }
      const captured = await face.describe(files.image, { requireSingle: false });
      if (!isSameFace(row.faceDescriptor, captured)) {
        faceFailures.recordFailure(key);
        return { match: false };
      }
      faceFailures.recordSuccess(key);
      if (auth.scope !== 'face') return { match: true };
      const token = app.tokens.issue({
        sub: String(row.id),
        role: 'admin',
        scope: 'full',
        tv: row.tokenVersion,
      });
      return { match: true, token };
    },
  );
};

export default adminsRoutes;
