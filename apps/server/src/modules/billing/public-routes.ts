import { konnectWebhookQuerySchema } from '@app/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScoped } from '../../lib/logging';
import { confirmKonnectPayment } from './online-payment';

/**
 * Konnect's notification that a payment moved. Anyone can call this URL, so the call proves
 * nothing: the payment is fetched from Konnect and recorded only when Konnect says it is
 * completed for the amount we asked (online-payment.ts). Replays record nothing more.
 */
const billingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/konnect/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Konnect's payment notification (GET ?payment_ref=), confirmed with Konnect",
        querystring: konnectWebhookQuerySchema,
        response: {
          200: z.object({
            status: z.enum(['recorded', 'already_recorded', 'pending', 'rejected']),
          }),
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({
      status: await confirmKonnectPayment(requestScoped(app, request), request.query.payment_ref),
    }),
  );
};

export default billingPublicRoutes;
