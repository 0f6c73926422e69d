import { errorBodySchema } from '@app/contracts';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminResetPasswordSchema,
} from '@app/contracts/admins';
import { forgotPasswordSchema } from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language';
import { createBackgroundTasks, LINK_PAGES, mailLink } from '../auth/account-links';
import { adminPasswordResetLink, LoginThrottledError, logIn, resetAdminPassword } from './service';

/** Per address (login-throttle.ts slows each address's guesses at each account on top). */
const ADMIN_LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Per address; each account also gets at most 3 links an hour (auth/account-links.ts). */
const FORGOT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
const RESET_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
const linkErrors = { 400: errorBodySchema, 429: errorBodySchema };

/** Staff login with the password (the second factor follows on the admin routes), forgotten password. */
const adminsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login } = app.staff;
  const background = createBackgroundTasks(app);

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
    async (request, reply) => {
      try {
        return await logIn(login, request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginThrottledError) reply.header('retry-after', error.retryAfterS);
        throw error;
      }
    },
  );

  app.post(
    '/api/staff-password/forgot',
    {
      config: { rateLimit: FORGOT_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public: mail a single-use link (30 min) to reset a staff password; the same 202 whether or not the address has an account',
        body: forgotPasswordSchema,
        response: { 202: z.null(), ...linkErrors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const language = requestLanguage(request);
      // After the answer: its timing must not tell whether the address has an account.
      background.run('staff password reset mail', async () => {
        const link = await adminPasswordResetLink(app.db, email);
        if (!link) return;
        await mailLink(app, {
          to: link.to,
          kind: 'reset',
          page: LINK_PAGES.staffReset,
          token: link.token,
          language,
        });
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/staff-password/reset',
    {
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['admins'],
        summary:
          'Public: set a new staff password with a reset link (once); every session ends, the second factor still guards the next login',
        body: adminResetPasswordSchema,
        response: { 204: z.null(), ...linkErrors },
      },
    },
    async (request, reply) => {
      await resetAdminPassword(app.db, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default adminsPublicRoutes;
