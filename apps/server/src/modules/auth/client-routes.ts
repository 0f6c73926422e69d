import { errorBodySchema } from '@app/contracts';
import {
  emailChangeSchema,
  meResponseSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, createAnswerCache, sendAnswer } from '../../lib/answer-cache';
import { requestLanguage } from '../../lib/language';
import { authOf } from '../../plugins/application/auth';
import { createBackgroundTasks, LINK_PAGES, mailLink } from './account-links';
import { changePassword, getMe, requestEmailChange, signOut, updateProfile } from './service';

/** Per address: a current password cannot be guessed through these. */
const PASSWORD_CHECK_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;
const errors = { 400: errorBodySchema, 429: errorBodySchema };

/** The signed-in client's sign-out, profile, password and e-mail. */
const authClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const background = createBackgroundTasks(app);
  // The client's most frequent read: served from memory until `clients` changes (any profile,
  // e-mail, password, status or sign-out write, from any instance or script).
  const profiles = createAnswerCache(app, ['clients']);

  app.post(
    '/api/signout',
    {
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
      schema: {
        tags: ['auth'],
        summary: 'Client: own profile, as `{ user }` (SPEC §7)',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      const clientId = authOf(request).id;
      return sendAnswer<z.infer<typeof meResponseSchema>>(
        reply,
        await profiles.answer(String(clientId), async () =>
          answerOf(meResponseSchema.parse({ user: await getMe(app.db, clientId) })),
        ),
      );
    },
  );

  app.put(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Client: edit the own profile (full name, phone, job, company, governorate, city)',
        body: profileUpdateSchema,
        response: { 200: meResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({ user: await updateProfile(app.db, authOf(request).id, request.body) }),
  );

  app.post(
    '/api/me/password',
    {
      config: { rateLimit: PASSWORD_CHECK_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Client: change the password (current one required); every other session and stream ends, the answer carries the new token',
        body: passwordChangeSchema,
        response: { 200: passwordChangeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      token: await changePassword(app.db, app.tokens, authOf(request).id, request.body),
    }),
  );

  app.post(
    '/api/me/email',
    {
      config: { rateLimit: PASSWORD_CHECK_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Client: change the e-mail (current password required); a link to confirm it is mailed to the new address',
        body: emailChangeSchema,
        response: { 202: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const token = await requestEmailChange(app.db, authOf(request).id, request.body);
      const language = requestLanguage(request);
      if (token) {
        background.run('e-mail confirmation mail', () =>
          mailLink(app, {
            to: email,
            kind: 'email',
            page: LINK_PAGES.emailConfirm,
            token,
            language,
          }),
        );
      }
      return reply.code(202).send(null);
    },
  );
};

export default authClientRoutes;
