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
import { itemRoute, noContentItemRoute } from '../../lib/admin-crud-routes';
import { answerOf, createAnswerCache, sendAnswer } from '../../lib/answer-cache';
import { requestLanguage } from '../../lib/language';
import { pagedListRoute } from '../../lib/paged';
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
 * Staff handling of quote requests and demo reservations. Every one of these calls is admin-only
 * (the original front end sent them without a token).
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

  itemRoute(
    app,
    'PUT',
    '/api/demandes/:id',
    {
      tags,
      security,
      summary: "'Modifier la demande': the seven fields; admin only",
      body: updateDemandeSchema,
      response: staffDemandeSchema,
    },
    async (id, body, request) => updateDemande(app.db, id, body, authOf(request).id),
  );

  itemRoute(
    app,
    'PATCH',
    '/api/demandes/:id',
    {
      tags,
      security,
      summary: 'Status update (validate / reject) or reclassification; admin only',
      body: patchDemandeSchema,
      response: staffDemandeSchema,
    },
    async (id, body, request) => patchDemande(app.db, id, body, authOf(request).id),
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/demandes/:id',
    { tags, security, summary: 'Deletes a quote request (kept in the audit log); admin only' },
    (id, staffId) => deleteDemande(app.db, id, staffId),
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

  pagedListRoute(app, '/api/reservations', {
    tags,
    security,
    summary: 'Demo bookings, soonest first; admin only',
    querystring: reservationListQuerySchema,
    item: staffReservationSchema,
    list: ({ page, limit }) => listReservations(app.db, page, limit),
  });
};

export default staffSalesRoutes;
