import { settingsPatchSchema, settingsSchema } from '@app/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/application/auth';
import { getSettings, updateSettings } from './service';

/** The signed-in client's notification settings (the portal's platform-settings toggles). */
const notificationsClientRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default notificationsClientRoutes;
