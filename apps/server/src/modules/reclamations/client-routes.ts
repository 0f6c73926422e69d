import {
  clientReclamationInputSchema,
  clientReclamationSchema,
  portalNotificationSchema,
} from '@app/contracts/portal';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientListRoute } from '../../lib/client-list-routes';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { requestScoped } from '../../lib/logging';
import { authOf } from '../../plugins/application/auth';
import { createReclamation, listNotifications, listReclamations } from './client-service';
import { complaintsCounter } from './metrics';
import { acknowledgeReclamation } from './reclamation-mail';

/** A client files a few reclamations a day; these stop floods (and the mails they send). */
export const RECLAMATIONS_PER_ACCOUNT = { max: 10, timeWindow: '1 hour' } as const;
/** Several accounts may share an office's address. */
export const RECLAMATIONS_PER_ADDRESS = { max: 30, timeWindow: '1 hour' } as const;

/** The signed-in client's own reclamations and the notifications of their answers. */
const clientReclamationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portal'];
  const complaints = complaintsCounter(app);
  // Two limits on one route: the plugin runs a single limiter per request, so both are checked
  // here (429 on the first exceeded).
  const reclamationLimits = [
    app.createRateLimit({
      ...RECLAMATIONS_PER_ACCOUNT,
      keyGenerator: (request) => `reclamations:account:${authOf(request).id}`,
    }),
    app.createRateLimit({
      ...RECLAMATIONS_PER_ADDRESS,
      keyGenerator: (request) => `reclamations:address:${request.ip}`,
    }),
  ];
  const limitReclamations: onRequestHookHandler = async (request, reply) => {
    for (const check of reclamationLimits) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'error.rateLimited');
      }
    }
  };

  clientListRoute(app, {
    path: '/api/reclamations',
    summary: 'Client: own reclamations with status and staff answer, newest first',
    listItem: clientReclamationSchema,
    list: (clientId, query) => listReclamations(app.db, clientId, query),
    reads: ['reclamations'],
  });

  app.post(
    '/api/reclamations',
    {
      // Per account and per address: each reclamation may e-mail the account's address.
      onRequest: limitReclamations,
      schema: {
        tags,
        summary:
          'Client: file a reclamation (status Problem; rate-limited per account and address)',
        body: clientReclamationInputSchema,
        response: { 201: clientReclamationSchema },
      },
    },
    async (request, reply) => {
      const clientId = authOf(request).id;
      const created = await createReclamation(app.db, clientId, request.body);
      complaints.inc({ source: 'client' });
      // Not awaited: the reclamation is saved; the acknowledgement (logged on failure) follows.
      void acknowledgeReclamation(
        requestScoped(app, request),
        clientId,
        created,
        requestLanguage(request),
      );
      return reply.code(201).send(created);
    },
  );
  app.get(
    '/api/me/notifications',
    {
      schema: {
        tags,
        summary: 'Client: recent status changes and answers of the own reclamations',
        response: { 200: z.array(portalNotificationSchema) },
      },
    },
    async (request) => listNotifications(app.db, authOf(request).id),
  );
};

export default clientReclamationsRoutes;
