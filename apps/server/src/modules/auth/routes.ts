import {
  meSchema,
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
export const SIGNIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Client sign-up, sign-in, sign-out, profile and platform settings. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout();
  const client = app.requireRole('client');

  app.post(
    '/api/signup',
    {
      config: { rateLimit: SIGNUP_RATE_LIMIT },
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
      config: { rateLimit: SIGNIN_RATE_LIMIT },
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
      onRequest: client,
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
      onRequest: client,
      schema: { tags: ['auth'], summary: 'Client: own profile', response: { 200: meSchema } },
    },
    async (request) => getMe(app.db, authOf(request).id),
  );

  app.get(
    '/api/me/settings',
    {
      onRequest: client,
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
      onRequest: client,
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
