import { idParamsSchema } from '@app/contracts';
import { invoiceSchema } from '@app/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { authOf } from '../../plugins/application/auth';
import { findInvoice, publicInvoice } from './invoices';
import { invoicePdfName, renderInvoicePdf } from './pdf';

const tags = ['billing'];
const security = [{ bearer: [] }];

/** An invoice and its PDF: a client reads its own (another's is not found), staff any. */
const billingSignedInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return auth.role === 'client' ? auth.id : undefined;
  };

  itemRoute(
    app,
    'GET',
    '/api/invoices/:id',
    {
      tags,
      security,
      summary: 'An invoice or credit note: the client its own, staff any',
      response: invoiceSchema,
    },
    async (id, _body, request) => publicInvoice(await findInvoice(app.db, id, ownerOf(request))),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        summary:
          "The invoice's PDF, in the client's invoice language: the client its own, staff any",
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.params.id, ownerOf(request));
      const seller = await app.billing.seller(invoice.language);
      const pdf = await renderInvoicePdf(app.cpu, invoice, seller, invoice.language);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoicePdfName(invoice.number)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default billingSignedInRoutes;
