import { idParamsSchema } from '@app/contracts';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminProfileFieldsSchema,
  adminRegisterFieldsSchema,
  adminRegisterResponseSchema,
  adminSchema,
  adminUpdateResponseSchema,
  faceChallengeResponseSchema,
  verifyFaceFieldsSchema,
  verifyFaceResponseSchema,
} from '@app/contracts/admins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { authOf } from '../../plugins/auth';
import { issueFaceChallenge } from './face/face-challenges';
import { createFaceEngine } from './face/face-engine';
import { imageHash } from './face/image-hash';
import { createPendingReferences } from './face/pending-references';
import { readFaceCapture } from './face/read-capture';
import { referenceDescriptor } from './face/reference-descriptor';
import { type VerifyFaceDeps, verifyFace } from './face/verify-face';
import { createFailureCounter } from './failure-counter';
import passkeyRoutes from './passkeys/passkey-routes';
import {
  type AdminAccountDeps,
  findAdmin,
  type LoginDeps,
  logIn,
  registerAdmin,
  revokeTokens,
  saveOwnProfile,
  toAdmin,
} from './service';
import { staffPhotoGuard } from './staff-photos';

/** Per-address limits (the per-account counters below stop distributed guessing). */
const ADMIN_LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const ADMIN_REGISTER_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
const VERIFY_FACE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const FACE_CHALLENGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const LOGIN_MAX_FAILURES = 5;
const FACE_MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Staff accounts: registration, login, logout, own profile and the face check. */
const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const face = createFaceEngine();
  const loginFailures = createFailureCounter(LOGIN_MAX_FAILURES, FAILURE_WINDOW_MS);
  const faceFailures = createFailureCounter(FACE_MAX_FAILURES, FAILURE_WINDOW_MS);
  const faceCheckRequired = app.config.adminFaceCheck === 'required';

  const references = createPendingReferences();
  app.addHook('onClose', async () => {
    // References still being computed are stored before the engine they run on closes.
    await references.idle();
    await face.close();
  });
  // The models (about 100 MB in their worker) load when a password login means a face check is
  // seconds away, not at start; the worker exits again when idle (face-engine.ts).
  const warmUpFaceEngine = () => {
    if (!faceCheckRequired || app.config.env === 'test') return;
    face.warmUp().catch((error) => app.log.warn({ err: error }, 'face engine warm-up failed'));
  };

  app.addUploadGuard(staffPhotoGuard(app));
  await app.register(passkeyRoutes, { failures: faceFailures });

  const account: AdminAccountDeps = {
    db: app.db,
    uploads: app.uploads,
    profileFace: async (image) => ({
      faceDescriptor: await referenceDescriptor(face, image, faceCheckRequired),
      faceHash: await imageHash(image),
    }),
    references,
    log: app.log,
  };
  const login: LoginDeps = {
    db: app.db,
    failures: loginFailures,
    tokens: app.tokens,
    faceCheckRequired,
    passwordAccepted: warmUpFaceEngine,
  };
  const faceCheck: VerifyFaceDeps = {
    db: app.db,
    face,
    references,
    failures: faceFailures,
    tokens: app.tokens,
  };

  app.post(
    '/api/register',
    {
      config: { access: 'first-admin', rateLimit: ADMIN_REGISTER_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public only while no admin exists (first account); afterwards admin: create an admin (multipart: nom, prenom, telephone, email, poste, password, image)',
        ...multipartSchema(adminRegisterFieldsSchema, ['image']),
        response: { 201: adminRegisterResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = request.headers.authorization ? await app.authenticate(request) : null;
      const admin = await registerAdmin(account, caller, () =>
        readMultipart(request, { fileFields: ['image'] }),
      );
      return reply.code(201).send({ admin });
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: ADMIN_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public: admin login → admin and token (face-check-only token when ADMIN_FACE_CHECK=required)',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => logIn(login, request.body),
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'admin', faceScope: true },
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
      config: { access: 'admin' },
      schema: { tags: ['admins'], summary: 'Admin: own profile', response: { 200: adminSchema } },
    },
    async (request) => toAdmin(await findAdmin(app.db, authOf(request).id)),
  );

  app.put(
    '/api/admin/:id',
    {
      config: { access: 'admin' },
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
    '/api/verify-face/challenge',
    {
      config: { access: 'admin', faceScope: true, rateLimit: FACE_CHALLENGE_RATE_LIMIT },
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
      config: { access: 'admin', faceScope: true, rateLimit: VERIFY_FACE_RATE_LIMIT },
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

export default adminsRoutes;
