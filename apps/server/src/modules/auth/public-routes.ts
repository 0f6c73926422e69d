import {
  signinBodySchema,
  signinResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountLockout } from './account-lockout';
import { signIn, signUp } from './service';

/** Per-address limits of the public auth writes (the per-account lockout is in account-lockout). */
const SIGNIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Client sign-up and sign-in. */
const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout();

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
};

export default authPublicRoutes;
