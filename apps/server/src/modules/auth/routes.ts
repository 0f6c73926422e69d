import {
  meResponseSchema,
  settingsPatchSchema,
  settingsSchema,
  signinBodySchema,
  signinResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { createAccountLockout } from './account-lockout';
import { getMe, getSettings, signIn, signOut, signUp, updateSettings } from './service';

/** Per-address limits of the public auth writes (the per-account lockout is in account-lockout). */
const SIGNIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Client sign-up, sign-in, sign-out, profile and platform settings. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout();

  app.post(
    '/api/signup',
    {
      config: { access: 'public', rateLimit: SIGNUP_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Public: create a client account (email unique, case-insensitive)',
        body: signupBodySchema,
        response: { 201: signupResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await signUp(app.db, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/signin',
    {
      config: { access: 'public', rateLimit: SIGNIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Public: client sign-in → bearer token (rate-limited per address and per account)',
        body: signinBodySchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request) => ({
      token: await signIn(app.db, app.tokens, lockout, request.body),
    }),
  );

  app.post(
    '/api/signout',
    {
      config: { access: 'client' },
      schema: {
        tags: ['auth'],
        summary: 'Client: revoke every token of the account',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOut(app.db, authOf(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: 'client' },
      schema: {
        tags: ['auth'],
        summary: 'Client: own profile, as `{ user }` (SPEC §7)',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ user: await getMe(app.db, authOf(request).id) }),
  );

  app.get(
    '/api/me/settings',
    {
      config: { access: 'client' },
      schema: {
        tags: ['auth'],
        summary: 'Client: platform-settings toggles',
        response: { 200: settingsSchema },
      },
    },
    async (request) => getSettings(app.db, authOf(request).id),
  );

  app.put(
    '/api/me/settings',
    {
      config: { access: 'client' },
      schema: {
        tags: ['auth'],
        summary: 'Client: save some or all platform-settings toggles',
        body: settingsPatchSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => updateSettings(app.db, authOf(request).id, request.body),
  );
};

export default authRoutes;
