import { idParamsSchema } from '@app/contracts';
import {
  adDecisionSchema,
  adFormSchema,
  adListQuerySchema,
  adRequestSchema,
} from '@app/contracts/ads';
import { companyToday } from '@app/contracts/sales';
import { targetingInputSchema, targetingResultSchema } from '@app/contracts/screens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute, noContentItemRoute } from '../../lib/admin-crud-routes';
import { multipartSchema } from '../../lib/multipart';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { getTargeting, setTargeting } from './campaigns';
import { prepareCreative, readCreativeForm } from './creative';
import { campaignReportRoutes } from './report-routes';
import {
  assertAdExists,
  assertEspaceExists,
  createAdRequest,
  decideAdRequest,
  deleteAdRequest,
  getAdRequest,
  listAdRequests,
  updateAdRequest,
} from './service';

const tags = ['ads'];
const security = [{ bearer: [] }];

const multipartBody = {
  ...multipartSchema(adFormSchema, ['video']),
  description:
    'multipart/form-data: nomPrenom, email, tel1, tel2?, espace?, typeEspace, gouvernorat, ville, dateDebut, dateFin, statut?, and the file `video` (the creative: an MP4/WebM video, 50 MB at most, or a JPEG/PNG/WebP image).',
};

/** Advertising requests: real records handled by staff. Admin only. */
const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, '/api/publicites', {
    tags,
    security,
    summary: "Advertising requests, newest first; status may be 'Terminé' (computed)",
    querystring: adListQuerySchema,
    item: adRequestSchema,
    list: (query) => listAdRequests(app.db, query, companyToday()),
  });

  itemRoute(
    app,
    'GET',
    '/api/publicites/:id',
    {
      tags,
      security,
      summary: 'One advertising request (Info)',
      response: adRequestSchema,
    },
    async (id) => getAdRequest(app.db, id, companyToday()),
  );

  app.post(
    '/api/publicites',
    {
      schema: {
        tags,
        security,
        summary: 'Records an advertising request (multipart, optional video)',
        ...multipartBody,
        response: { 201: adRequestSchema },
      },
    },
    async (request, reply) => {
      const { values, video } = await readCreativeForm(request, adFormSchema);
      await assertEspaceExists(app.db, values.espace);
      const file = await prepareCreative(app, video);
      const id = await createAdRequest(app.db, values, file?.name ?? null, {
        type: 'admin',
        id: authOf(request).id,
      });
      await file?.save();
      return reply.code(201).send(await getAdRequest(app.db, id, companyToday()));
    },
  );

  app.put(
    '/api/publicites/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "'Modifier Publicité': saves the ad form (multipart; a new video replaces the old)",
        params: idParamsSchema,
        ...multipartBody,
        response: { 200: adRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { values, video } = await readCreativeForm(request, adFormSchema);
      await assertAdExists(app.db, id);
      await assertEspaceExists(app.db, values.espace);
      const file = await prepareCreative(app, video);
      await updateAdRequest(app.db, id, values, file?.name, authOf(request).id);
      await file?.save();
      return getAdRequest(app.db, id, companyToday());
    },
  );

  itemRoute(
    app,
    'PATCH',
    '/api/publicites/:id',
    {
      tags,
      security,
      summary: "Decision on a request: 'Accepté', 'Rejeté' or back to 'En attente'",
      body: adDecisionSchema,
      response: adRequestSchema,
    },
    async (id, body, request) => {
      await decideAdRequest(app.db, id, body.statut, authOf(request).id);
      return getAdRequest(app.db, id, companyToday());
    },
  );

  noContentItemRoute(
    app,
    'DELETE',
    '/api/publicites/:id',
    { tags, security, summary: 'Deletes an advertising request (kept in the audit log)' },
    (id, staffId) => deleteAdRequest(app.db, id, staffId),
  );

  itemRoute(
    app,
    'GET',
    '/api/publicites/:id/targeting',
    {
      tags,
      security,
      summary: "A campaign's targeting, the stations it reaches and the hours it overbooks",
      response: targetingResultSchema,
    },
    async (id) => getTargeting(app.db, id),
  );

  itemRoute(
    app,
    'PUT',
    '/api/publicites/:id/targeting',
    {
      tags,
      security,
      summary:
        'Sets where and when a campaign plays: stations and/or governorates instead of its space, dayparts (Tunisia), plays per hour, image duration',
      body: targetingInputSchema,
      response: targetingResultSchema,
    },
    async (id, body, request) => setTargeting(app.db, id, body, authOf(request).id),
  );

  campaignReportRoutes(app, '/api/publicites', {
    report:
      "A campaign's proof of play: plays, airtime, by station and by day (Tunisia), screens offline during it",
    export: 'The proof-of-play report as CSV or PDF',
  });
};

export default adsRoutes;
