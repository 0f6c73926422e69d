import { idParamsSchema } from '@app/contracts';
import { adRequestSchema, advertiserAdFormSchema } from '@app/contracts/ads';
import { companyToday } from '@app/contracts/sales';
import { playReportResultSchema, reportExportQuerySchema } from '@app/contracts/screens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { multipartSchema } from '../../lib/multipart';
import { authOf } from '../../plugins/application/auth';
import { campaignReport } from './campaigns';
import { prepareCreative, readCreativeForm } from './creative';
import { reportDownload } from './report-export';
import { assertEspaceExists, createAdRequest, getAdRequest, listOwnAdRequests } from './service';

const tags = ['ads'];
const security = [{ bearer: [] }];

/**
 * The advertiser's way in ("Type Publicitaire"): a client account submits ad requests
 * with their creative, follows their status and reads the proof of play of its own campaigns.
 * Another client's request answers 404, like a missing one.
 */
const adsClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const offlineAfterMs = () => app.config.stationOfflineAfterS * 1000;

  app.get(
    '/api/ads',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in advertiser's own ad requests, newest first (200 at most)",
        response: { 200: z.array(adRequestSchema) },
      },
    },
    async (request) => listOwnAdRequests(app.db, authOf(request).id, companyToday()),
  );

  app.post(
    '/api/ads',
    {
      schema: {
        tags,
        security,
        summary: "Submits an ad request with its creative; it waits for staff's decision",
        ...multipartSchema(advertiserAdFormSchema, ['video']),
        description:
          'multipart/form-data: nomPrenom, email, tel1, tel2?, espace?, typeEspace, gouvernorat, ville, dateDebut, dateFin, and the file `video` (the creative: an MP4/WebM video, 50 MB at most, or a JPEG/PNG/WebP image).',
        response: { 201: adRequestSchema },
      },
    },
    async (request, reply) => {
      const { id: clientId } = authOf(request);
      const { values, video } = await readCreativeForm(request, advertiserAdFormSchema);
      await assertEspaceExists(app.db, values.espace);
      const file = await prepareCreative(app, video);
      const id = await createAdRequest(
        app.db,
        { ...values, statut: 'En attente' },
        file?.name ?? null,
        { type: 'client', id: clientId },
      );
      await file?.save();
      return reply.code(201).send(await getAdRequest(app.db, id, companyToday(), clientId));
    },
  );

  itemRoute(
    app,
    'GET',
    '/api/ads/:id',
    {
      tags,
      security,
      summary: 'One of the advertiser’s own ad requests',
      response: adRequestSchema,
    },
    async (id, _body, request) => getAdRequest(app.db, id, companyToday(), authOf(request).id),
  );

  itemRoute(
    app,
    'GET',
    '/api/ads/:id/report',
    {
      tags,
      security,
      summary: 'The proof of play of one of the advertiser’s own campaigns',
      response: playReportResultSchema,
    },
    async (id, _body, request) =>
      campaignReport(app.db, id, new Date(), offlineAfterMs(), authOf(request).id),
  );

  app.get(
    '/api/ads/:id/report/export',
    {
      schema: {
        tags,
        security,
        summary: 'The proof of play of one of the advertiser’s own campaigns, as CSV or PDF',
        params: idParamsSchema,
        querystring: reportExportQuerySchema,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const report = await campaignReport(
        app.db,
        request.params.id,
        new Date(),
        offlineAfterMs(),
        authOf(request).id,
      );
      return reportDownload(app, request, reply, report, request.query.format);
    },
  );
};

export default adsClientRoutes;
