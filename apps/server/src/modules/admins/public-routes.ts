import { adminLoginBodySchema, adminLoginResponseSchema } from '@app/contracts/admins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginThrottledError, logIn } from './service';

/** Per address (login-throttle.ts slows each address's guesses at each account on top). */
const ADMIN_LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** Staff login with the password (the second factor follows on the admin routes). */
const adminsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login } = app.staff;

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
};

export default adminsPublicRoutes;
