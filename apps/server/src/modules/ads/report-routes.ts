import { idParamsSchema } from '@app/contracts';
import { playReportResultSchema, reportExportQuerySchema } from '@app/contracts/screens';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { campaignReport } from './campaigns';
import { reportDownload } from './report-export';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['ads'];
const security = [{ bearer: [] }];

/**
 * `GET <path>/:id/report` and `GET <path>/:id/report/export`: a campaign's proof of play, and the
 * same as CSV or PDF. `ownerOf` names the advertiser the campaign must belong to (none for staff).
 * The routes' audience is that of the route file calling it.
 */
export function campaignReportRoutes(
  app: ZodApp,
  path: string,
  summaries: { report: string; export: string },
  ownerOf: (request: FastifyRequest) => number | undefined = () => undefined,
) {
  const report = (id: number, request: FastifyRequest) =>
    campaignReport(
      app.db,
      id,
      new Date(),
      app.config.stationOfflineAfterS * 1000,
      ownerOf(request),
    );

  itemRoute(
    app,
    'GET',
    `${path}/:id/report`,
    { tags, security, summary: summaries.report, response: playReportResultSchema },
    async (id, _body, request) => report(id, request),
  );

  app.get(
    `${path}/:id/report/export`,
    {
      schema: {
        tags,
        security,
        summary: summaries.export,
        params: idParamsSchema,
        querystring: reportExportQuerySchema,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) =>
      reportDownload(
        app,
        request,
        reply,
        await report(request.params.id, request),
        request.query.format,
      ),
  );
}
