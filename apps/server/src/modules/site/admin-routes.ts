import { idParamsSchema, listQuerySchema, TOTAL_COUNT_HEADER } from '@app/contracts';
import {
  adminSiteSchema,
  siteContentSchema,
  siteLogoResultSchema,
  sitePublishResultSchema,
  siteVersionSchema,
} from '@app/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartSchema, readMultipart } from '../../lib/multipart';
import { authOf } from '../../plugins/application/auth';
import {
  adminSite,
  listVersions,
  publishDraft,
  recordLogo,
  restoreVersion,
  saveDraft,
} from './service';

/** The logo upload carries no text field. */
const logoFieldsSchema = z.object({});

/** The back-office editor of the public site: draft, logos, publication, versions. */
const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.uploads;

  app.get(
    '/api/admin/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Admin: the site draft, the live version, and the first-run checklist',
        response: { 200: adminSiteSchema },
      },
    },
    async () => adminSite(app.db, app.config.brandName),
  );

  app.put(
    '/api/admin/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Admin: save the site draft (the whole content; not public until published)',
        body: siteContentSchema,
        response: { 200: adminSiteSchema },
      },
    },
    async (request) => {
      await saveDraft(app.db, storage, authOf(request).id, request.body);
      return adminSite(app.db, app.config.brandName);
    },
  );

  app.post(
    '/api/admin/site/logos',
    {
      schema: {
        tags: ['site'],
        summary:
          'Admin: upload a partner logo (multipart `logo`: PNG, JPEG or WebP; served publicly at /uploads/<logo>)',
        ...multipartSchema(logoFieldsSchema, ['logo']),
        response: { 201: siteLogoResultSchema },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { fileFields: ['logo'] });
      if (!files.logo) throw new AppError(400, 'error.validation', { logo: 'validation.required' });
      const image = await app.uploads.prepareImage(files.logo);
      await recordLogo(app.db, image.name);
      await image.save();
      return reply.code(201).send({ logo: image.name });
    },
  );

  app.post(
    '/api/admin/site/publish',
    {
      schema: {
        tags: ['site'],
        summary:
          'Admin: publish the draft as a new version (live on every instance; landing pages regenerated)',
        response: { 201: sitePublishResultSchema },
      },
    },
    async (request, reply) => {
      const result = await publishDraft(app.db, storage, authOf(request).id, app.config.brandName);
      // This instance serves the new pages before answering; the others follow their NOTIFY.
      await app.site.sync().catch(() => {});
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/admin/site/versions',
    {
      schema: {
        tags: ['site'],
        summary: 'Admin: the kept publications of the site, newest first (X-Total-Count)',
        querystring: listQuerySchema,
        response: { 200: z.array(siteVersionSchema) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const { rows, total } = await listVersions(app.db, page, limit);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  );

  app.post(
    '/api/admin/site/versions/:id/restore',
    {
      schema: {
        tags: ['site'],
        summary:
          'Admin: publish an earlier version again (a new version naming it) and make it the draft',
        params: idParamsSchema,
        response: { 201: sitePublishResultSchema },
      },
    },
    async (request, reply) => {
      const result = await restoreVersion(app.db, storage, authOf(request).id, request.params.id);
      await app.site.sync().catch(() => {});
      return reply.code(201).send(result);
    },
  );
};

export default siteAdminRoutes;
