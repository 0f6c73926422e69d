import {
  passkeyLoginBodySchema,
  passkeyLoginResponseSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterBodySchema,
  passkeySchema,
} from '@app/contracts/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentItemRoute } from '../../../lib/admin-crud-routes';
import { AppError } from '../../../lib/errors';
import { authOf } from '../../../plugins/application/auth';
import { findAdmin, toAdmin } from '../service';
import {
  consumeChallenge,
  deletePasskey,
  findPasskey,
  insertPasskey,
  passkeysOf,
  recordUse,
  storeChallenge,
  toPasskey,
} from './service';

/** WebAuthn is loaded on the first passkey call: most servers never see one (issue 19, memory). */
let webauthnModule: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => {
  webauthnModule ??= import('@simplewebauthn/server');
  return webauthnModule;
};

const PASSKEY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const RP_NAME = 'Back-office des bornes de recharge';

/**
 * WebAuthn verification throws on a malformed or forged response: both are a refusal (403: the
 * caller's token is fine, the credential is not).
 */
async function refusedOnError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new AppError(403, 'admins.passkey.refused');
  }
}

/**
 * Staff passkeys: enrolment and removal from the profile (full token) and the second factor of
 * login (the face-check token from POST /api/login). The staff factors overview with reset is
 * admins' (../staff-routes.ts).
 */
const passkeyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Shared with the face check: failed second factors of an account count together.
  const failures = app.staff.secondFactorFailures;
  const publicUrl = new URL(app.config.publicUrl);
  const rpID = publicUrl.hostname;
  const expectedOrigin = publicUrl.origin;

  app.get(
    '/api/admin/passkeys',
    {
      schema: {
        tags: ['admins'],
        summary: 'Admin: own passkeys',
        response: { 200: z.array(passkeySchema) },
      },
    },
    async (request) => (await passkeysOf(app.db, authOf(request).id)).map(toPasskey),
  );

  app.post(
    '/api/admin/passkeys/options',
    {
      config: { rateLimit: PASSKEY_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary: 'Admin: options to enrol a new passkey (one-time challenge, 2 minutes)',
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => {
      const row = await findAdmin(app.db, authOf(request).id);
      const existing = await passkeysOf(app.db, row.id);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: row.email,
        userDisplayName: `${row.prenom} ${row.nom}`,
        userID: new TextEncoder().encode(`admin-${row.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.credentialId })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const challengeId = await storeChallenge(app.db, row.id, 'register', options.challenge);
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/api/admin/passkeys',
    {
      config: { rateLimit: PASSKEY_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary: 'Admin: enrol a passkey (the authenticator’s answer to the options)',
        body: passkeyRegisterBodySchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => {
      const { id } = authOf(request);
      const { challengeId, name, response } = request.body;
      const challenge = await consumeChallenge(app.db, id, 'register', challengeId);
      if (!challenge) throw new AppError(409, 'admins.passkey.challengeInvalid');
      const verification = await refusedOnError(async () =>
        (await webauthn()).verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        }),
      );
      if (!verification.verified) throw new AppError(403, 'admins.passkey.refused');
      const { credential } = verification.registrationInfo;
      const created = await insertPasskey(app.db, {
        adminId: id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      }).catch((error: unknown) => {
        // The same authenticator enrolled twice (the options exclude it; a forged call may not).
        if ((error as { cause?: { code?: string } }).cause?.code === '23505')
          throw new AppError(409, 'admins.passkey.refused');
        throw error;
      });
      return reply.code(201).send(toPasskey(created));
    },
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/admin/passkeys/:id',
    { tags: ['admins'], summary: 'Admin: remove one of their own passkeys' },
    (id, staffId) => deletePasskey(app.db, staffId, id),
  );

  app.post(
    '/api/passkey-login/options',
    {
      config: { faceScope: true, rateLimit: PASSKEY_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin (face-check token accepted): options to finish login with a passkey instead of the face check',
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => {
      const { id } = authOf(request);
      const keys = await passkeysOf(app.db, id);
      if (keys.length === 0) throw new AppError(409, 'admins.passkey.noPasskey');
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID,
        allowCredentials: keys.map((key) => ({
          id: key.credentialId,
          transports: key.transports as AuthenticatorTransportFuture[],
        })),
        userVerification: 'preferred',
      });
      const challengeId = await storeChallenge(app.db, id, 'login', options.challenge);
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },
  );

  app.post(
    '/api/passkey-login/verify',
    {
      config: { faceScope: true, rateLimit: PASSKEY_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Admin (face-check token accepted): the passkey’s signature → full token and admin (completes login)',
        body: passkeyLoginBodySchema,
        response: { 200: passkeyLoginResponseSchema },
      },
    },
    async (request) => {
      const { id } = authOf(request);
      const key = String(id);
      if (failures.isBlocked(key)) throw new AppError(429, 'admins.face.tooManyAttempts');
      const { challengeId, response } = request.body;
      const refuse = (code: 'admins.passkey.refused' | 'admins.passkey.challengeInvalid') => {
        failures.recordFailure(key);
        return new AppError(code === 'admins.passkey.refused' ? 403 : 409, code);
      };
      const challenge = await consumeChallenge(app.db, id, 'login', challengeId);
      if (!challenge) throw refuse('admins.passkey.challengeInvalid');
      const credentialId = typeof response.id === 'string' ? response.id : '';
      // Only the account's own passkeys: a removed one, or a colleague's, is refused.
      const stored = credentialId ? await findPasskey(app.db, id, credentialId) : undefined;
      if (!stored) throw refuse('admins.passkey.refused');
      const verification = await (await webauthn())
        .verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: {
            id: stored.credentialId,
            publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
            counter: stored.counter,
            transports: stored.transports as AuthenticatorTransportFuture[],
          },
          requireUserVerification: false,
        })
        .catch(() => ({ verified: false as const, authenticationInfo: undefined }));
      if (!verification.verified || !verification.authenticationInfo) {
        throw refuse('admins.passkey.refused');
      }
      const counted = await recordUse(
        app.db,
        stored.id,
        stored.counter,
        verification.authenticationInfo.newCounter,
      );
      if (!counted) throw refuse('admins.passkey.refused');
      failures.recordSuccess(key);
      const row = await findAdmin(app.db, id);
      const token = app.tokens.issue({
        sub: String(row.id),
        role: 'admin',
        scope: 'full',
        tv: row.tokenVersion,
      });
      return { token, admin: toAdmin(row) };
    },
  );
};

type AuthenticatorTransportFuture =
  | 'ble'
  | 'cable'
  | 'hybrid'
  | 'internal'
  | 'nfc'
  | 'smart-card'
  | 'usb';

export default passkeyAdminRoutes;
