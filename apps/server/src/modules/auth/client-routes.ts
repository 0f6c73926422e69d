import { meResponseSchema, settingsPatchSchema, settingsSchema } from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { getMe, getSettings, signOut, updateSettings } from './service';

/** The signed-in client's sign-out, profile and platform settings. */
const authClientRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ({ user: await getMe(app.db, authOf(request).id) }),
  );

  app.get(
    '/api/me/settings',
    {
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

export default authClientRoutes;
