import { adRequestSchema, advertiserAdFormSchema } from '@app/contracts/ads';
import { companyToday } from '@app/contracts/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { multipartSchema } from '../../lib/multipart';
import { authOf } from '../../plugins/application/auth';
import { prepareCreative, readCreativeForm } from './creative';
import { campaignReportRoutes } from './report-routes';
import { assertEspaceExists, createAdRequest, getAdRequest, listOwnAdRequests } from './service';

const tags = ['ads'];
const security = [{ bearer: [] }];

/**
 * The advertiser's way in ("Type Publicitaire"): a client account submits ad requests
 * with their creative, follows their status and reads the proof of play of its own campaigns.
 * Another client's request answers 404, like a missing one.
 */
const adsClientRoutes: FastifyPluginAsyncZod = async (app) => {
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

  campaignReportRoutes(
    app,
    '/api/ads',
    {
      report: 'The proof of play of one of the advertiser’s own campaigns',
      export: 'The proof of play of one of the advertiser’s own campaigns, as CSV or PDF',
    },
    (request) => authOf(request).id,
  );
};

export default adsClientRoutes;
