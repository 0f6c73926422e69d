import { errorBodySchema } from '@app/contracts';
import {
  emailConfirmResponseSchema,
  emailConfirmSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signinBodySchema,
  signinResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language';
import { createBackgroundTasks, LINK_PAGES, mailLink } from './account-links';
import { createAccountLockout } from './account-lockout';
import { confirmEmailChange, passwordResetLink, resetPassword, signIn, signUp } from './service';

/** Per-address limits of the public auth writes (the per-account lockout is in account-lockout). */
const SIGNIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
/** Per address; each account also gets at most 3 links an hour (account-links.ts). */
const FORGOT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
const LINK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const linkErrors = { 400: errorBodySchema, 429: errorBodySchema };

/** Client sign-up and sign-in, forgotten password, e-mail confirmation. */
const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout();
  const background = createBackgroundTasks(app);

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
    '/api/password/forgot',
    {
      config: { rateLimit: FORGOT_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Public: mail a single-use link (30 min) to reset a client password; the same 202 whether or not the address has an account',
        body: forgotPasswordSchema,
        response: { 202: z.null(), ...linkErrors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const language = requestLanguage(request);
      // After the answer: its timing must not tell whether the address has an account.
      background.run('password reset mail', async () => {
        const link = await passwordResetLink(app.db, email);
        if (!link) return;
        await mailLink(app, {
          to: link.to,
          kind: 'reset',
          page: LINK_PAGES.clientReset,
          token: link.token,
          language,
        });
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/password/reset',
    {
      config: { rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Public: set a new client password with a reset link (once); every session of the account ends',
        body: resetPasswordSchema,
        response: { 204: z.null(), ...linkErrors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/email/confirm',
    {
      config: { rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Public: confirm a client’s new e-mail address with the link mailed to it (once)',
        body: emailConfirmSchema,
        response: { 200: emailConfirmResponseSchema, ...linkErrors, 409: errorBodySchema },
      },
    },
    async (request) => confirmEmailChange(app.db, request.body.token),
  );
};

export default authPublicRoutes;
