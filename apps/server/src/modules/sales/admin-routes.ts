import { idParamsSchema } from '@app/contracts';
import {
  demandeListQuerySchema,
  patchDemandeSchema,
  reservationListQuerySchema,
  type StaffDemande,
  staffDemandeSchema,
  staffReservationSchema,
  updateDemandeSchema,
} from '@app/contracts/sales-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOf, createAnswerCache, sendAnswer } from '../../lib/answer-cache';
import { requestLanguage } from '../../lib/language';
import { pageReply } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { demandePdfName, renderDemandePdf } from './pdf';
import {
  deleteDemande,
  getDemande,
  listDemandes,
  listReservations,
  patchDemande,
  updateDemande,
} from './service';

const tags = ['sales'];
const security = [{ bearer: [] }];
const demandeListSchema = z.array(staffDemandeSchema);

/**
 * Staff handling of quote requests and demo reservations. The spec sends these calls without a
 * token; here every one of them is admin-only.
 */
const staffSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  // An admin list is read far more often than quote requests arrive or change.
  const demandeAnswers = createAnswerCache(app, ['demandes']);
  app.get(
    '/api/demandes',
    {
      schema: {
        tags,
        security,
        summary: 'Quote requests, newest first, one server page (10) at a time; admin only',
        querystring: demandeListQuerySchema,
        response: { 200: demandeListSchema },
      },
    },
    async (request, reply) => {
      // The parsed query (defaults filled in) names the answer: `?page=1` and `?page=1&limit=10` share one.
      const answer = await demandeAnswers.answer(JSON.stringify(request.query), async () => {
        const { items, total } = await listDemandes(app.db, request.query);
        // Parsed as the route's serializer would, once per change rather than per request.
        return answerOf(demandeListSchema.parse(items), { total });
      });
      return sendAnswer<StaffDemande[]>(reply, answer);
    },
  );

  app.put(
    '/api/demandes/:id',
    {
      schema: {
        tags,
        security,
        summary: "'Modifier la demande': the seven fields; admin only",
        params: idParamsSchema,
        body: updateDemandeSchema,
        response: { 200: staffDemandeSchema },
      },
    },
    async (request) => updateDemande(app.db, request.params.id, request.body, authOf(request).id),
  );

  app.patch(
    '/api/demandes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Status update (validate / reject) or reclassification; admin only',
        params: idParamsSchema,
        body: patchDemandeSchema,
        response: { 200: staffDemandeSchema },
      },
    },
    async (request) => patchDemande(app.db, request.params.id, request.body, authOf(request).id),
  );

  app.delete(
    '/api/demandes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a quote request (kept in the audit log); admin only',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDemande(app.db, request.params.id, authOf(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/demandes/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The quote request as a PDF document, in the request language; admin only',
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const demande = await getDemande(app.db, request.params.id);
      const pdf = await renderDemandePdf(
        app.cpu,
        demande,
        requestLanguage(request),
        app.site.brandName(),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${demandePdfName(demande.id)}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/reservations',
    {
      schema: {
        tags,
        security,
        summary: 'Demo bookings, soonest first; admin only',
        querystring: reservationListQuerySchema,
        response: { 200: z.array(staffReservationSchema) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return pageReply(reply, await listReservations(app.db, page, limit));
    },
  );
};

export default staffSalesRoutes;
