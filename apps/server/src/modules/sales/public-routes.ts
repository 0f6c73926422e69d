import {
  newsletterBodySchema,
  newsletterResponseSchema,
  quoteRequestBodySchema,
  quoteRequestSchema,
  reservationBodySchema,
  reservationSchema,
} from '@app/contracts/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestScoped } from '../../lib/logging';
import { notifyNewDemande } from './demande-mail';
import { createQuoteRequest, createReservation, subscribeNewsletter } from './public-service';

/** Per-address limits of the public sales forms: generous for people, tight for scripts. */
export const QUOTE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
const RESERVATION_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The landing page's quote form, demo booking and newsletter box. Anyone may call them. */
const publicSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const quoteRequests = app.metrics.counter('quote_requests_total', 'Quote requests received');
  const demoReservations = app.metrics.counter('demo_reservations_total', 'Demo bookings made');
  app.post(
    '/api/formulaire',
    {
      config: { rateLimit: QUOTE_RATE_LIMIT },
      schema: {
        tags: ['sales'],
        summary: 'Public: send a quote request (stored as pending; rate-limited per address)',
        body: quoteRequestBodySchema,
        response: { 201: quoteRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await createQuoteRequest(app.db, request.body);
      quoteRequests.inc();
      // Not awaited: the visitor's request is saved; the mail (logged on failure) follows.
      void notifyNewDemande(requestScoped(app, request), created);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/reservation',
    {
      config: { rateLimit: RESERVATION_RATE_LIMIT },
      schema: {
        tags: ['sales'],
        summary:
          'Public: book a product demo (YYYY-MM-DD or ISO date-time, read as the day in Tunisia; from today; rate-limited). The same email and day again → 200 with the existing booking',
        body: reservationBodySchema,
        response: { 200: reservationSchema, 201: reservationSchema },
      },
    },
    async (request, reply) => {
      const { reservation, created } = await createReservation(app.db, request.body);
      if (created) demoReservations.inc();
      return reply.code(created ? 201 : 200).send(reservation);
    },
  );

  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['sales'],
        summary: 'Public: subscribe to the newsletter (idempotent per email; rate-limited)',
        body: newsletterBodySchema,
        response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribeNewsletter(app.db, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
};

export default publicSalesRoutes;
