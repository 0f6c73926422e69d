import { listQuerySchema } from '@app/contracts';
import {
  contractSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  partnerStatementQuerySchema,
  partnerStatementSchema,
  paymentOptionsSchema,
  payResultSchema,
} from '@app/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { listContracts } from './contracts';
import { listInvoices } from './invoices';
import { startOnlinePayment } from './online-payment';
import { partnerStatement, sendStatementCsv } from './partner-statement';

const tags = ['billing'];
const security = [{ bearer: [] }];

/** The signed-in client's contracts and invoices (portal "Payment"), and paying online. */
const billingClientRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, '/api/contracts', {
    tags,
    security,
    summary: 'Client: own rental contracts, newest first',
    querystring: listQuerySchema,
    item: contractSchema,
    list: (query, request) => listContracts(app.db, { ...query, clientId: authOf(request).id }),
  });

  pagedListRoute(app, '/api/invoices', {
    tags,
    security,
    summary: 'Client: own invoices and credit notes, newest first (period, status, q)',
    querystring: invoiceListQuerySchema.omit({ clientId: true }),
    item: invoiceSchema,
    list: (query, request) => listInvoices(app.db, { ...query, clientId: authOf(request).id }),
  });

  app.get(
    '/api/partner-statement',
    {
      schema: {
        tags,
        security,
        summary:
          'Client (venue partner): own monthly statement: plays on the rented stations per campaign, attributed ad revenue, commission owed',
        querystring: partnerStatementQuerySchema,
        response: { 200: partnerStatementSchema },
      },
    },
    async (request) => partnerStatement(app.db, authOf(request).id, request.query.period),
  );

  app.get(
    '/api/partner-statement/export',
    {
      schema: {
        tags,
        security,
        summary: 'Client (venue partner): own monthly statement as CSV',
        querystring: partnerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendStatementCsv(request, reply, app.db, authOf(request).id, request.query.period),
  );

  app.get(
    '/api/billing/payment-options',
    {
      schema: {
        tags,
        security,
        summary: 'Client: whether online payment is offered, and the bank details for a transfer',
        response: { 200: paymentOptionsSchema },
      },
    },
    async () => {
      const seller = await app.billing.seller('fr');
      return {
        online: app.config.billing.konnect !== undefined,
        legalName: seller.legalName || seller.brandName,
        rib: seller.rib,
      };
    },
  );

  itemRoute(
    app,
    'POST',
    '/api/invoices/:id/pay',
    {
      tags,
      security,
      summary: "Client: start paying an own invoice online (Konnect); answers the gateway's payUrl",
      response: payResultSchema,
    },
    async (id, _body, request) => startOnlinePayment(app, id, authOf(request).id),
  );
};

export default billingClientRoutes;
