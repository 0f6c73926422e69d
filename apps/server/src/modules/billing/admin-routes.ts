import { idParamsSchema, idSchema } from '@app/contracts';
import {
  adPricingInputSchema,
  adPricingSchema,
  clientBillingInputSchema,
  clientBillingSchema,
  contractCommissionSchema,
  contractEndSchema,
  contractInputSchema,
  contractListQuerySchema,
  contractRenewSchema,
  contractSchema,
  invoiceCancelResultSchema,
  invoiceCancelSchema,
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceRunResultSchema,
  invoiceRunSchema,
  invoiceSchema,
  invoiceTotalsSchema,
  partnerStatementQuerySchema,
  partnerStatementSchema,
  paymentInputSchema,
  periodSchema,
  revenueMonthSchema,
} from '@app/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemRoute } from '../../lib/admin-crud-routes';
import { pagedListRoute } from '../../lib/paged';
import { authOf } from '../../plugins/application/auth';
import { setAdPricing } from './campaign-billing';
import {
  createContract,
  endContract,
  listContracts,
  renewContract,
  setContractCommission,
} from './contracts';
import {
  cancelInvoice,
  clientBilling,
  invoiceDetail,
  invoiceTotalsOf,
  issuePeriod,
  listInvoices,
  recordPayment,
  revenueByMonth,
  updateClientBilling,
} from './invoices';
import { journalCsv } from './journal';
import { partnerStatement, sendStatementCsv } from './partner-statement';

const clientIdParamsSchema = z.object({ clientId: idSchema });

const tags = ['billing'];
const security = [{ bearer: [] }];

/** Staff billing (back-office "Facturation"): contracts, issuing, payments, credit notes, journal. */
const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const rates = () => app.config.billing;

  pagedListRoute(app, '/api/admin/contracts', {
    tags,
    security,
    summary: 'Rental contracts, newest first (search by client or station reference)',
    querystring: contractListQuerySchema,
    item: contractSchema,
    list: (query) => listContracts(app.db, query),
  });

  app.post(
    '/api/admin/contracts',
    {
      schema: {
        tags,
        security,
        summary: 'Create a rental contract: client, stations, start, optional end, monthly fee HT',
        body: contractInputSchema,
        response: { 201: contractSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContract(app.db, authOf(request).id, request.body)),
  );

  itemRoute(
    app,
    'POST',
    '/api/admin/contracts/:id/end',
    {
      tags,
      security,
      summary: 'End a contract on a date (invoices already issued are never changed)',
      body: contractEndSchema,
      response: contractSchema,
    },
    async (id, body, request) => endContract(app.db, authOf(request).id, id, body.endDate),
  );

  app.post(
    '/api/admin/contracts/:id/renew',
    {
      schema: {
        tags,
        security,
        summary: 'Renew a contract: a new one for the same stations from the day after it ends',
        params: idParamsSchema,
        body: contractRenewSchema,
        response: { 201: contractSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await renewContract(app.db, authOf(request).id, request.params.id, request.body)),
  );

  itemRoute(
    app,
    'PUT',
    '/api/admin/contracts/:id/commission',
    {
      tags,
      security,
      summary:
        "Set a contract's venue-partner commission on the ad revenue of its stations (basis points, null = none)",
      body: contractCommissionSchema,
      response: contractSchema,
    },
    async (id, body, request) =>
      setContractCommission(app.db, authOf(request).id, id, body.commissionBp),
  );

  itemRoute(
    app,
    'PUT',
    '/api/publicites/:id/pricing',
    {
      tags,
      security,
      summary:
        "Set how a campaign is billed on the advertiser's monthly invoice: per screen-day or per thousand plays, price in millimes (both null: not billed)",
      body: adPricingInputSchema,
      response: adPricingSchema,
    },
    async (id, body, request) => setAdPricing(app.db, id, body, authOf(request).id),
  );

  app.get(
    '/api/admin/partners/:clientId/statement',
    {
      schema: {
        tags,
        security,
        summary:
          "A venue partner's month: plays on the stations of its contracts per campaign, attributed ad revenue, commission owed",
        params: clientIdParamsSchema,
        querystring: partnerStatementQuerySchema,
        response: { 200: partnerStatementSchema },
      },
    },
    async (request) => partnerStatement(app.db, request.params.clientId, request.query.period),
  );

  app.get(
    '/api/admin/partners/:clientId/statement/export',
    {
      schema: {
        tags,
        security,
        summary: "A venue partner's monthly statement as CSV (the reader's language)",
        params: clientIdParamsSchema,
        querystring: partnerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendStatementCsv(request, reply, app.db, request.params.clientId, request.query.period),
  );

  app.post(
    '/api/admin/invoices/run',
    {
      schema: {
        tags,
        security,
        summary:
          'Issue the invoices of a month (idempotent per client and month; not a future month)',
        body: invoiceRunSchema,
        response: { 200: invoiceRunResultSchema },
      },
    },
    async (request) => {
      const result = await issuePeriod(app.db, request.body.period, rates());
      app.billing.issued(result);
      return result;
    },
  );

  pagedListRoute(app, '/api/admin/invoices', {
    tags,
    security,
    summary: 'Invoices and credit notes (filters: period, client, status; q: number or client)',
    querystring: invoiceListQuerySchema,
    item: invoiceSchema,
    list: (query) => listInvoices(app.db, query),
  });

  app.get(
    '/api/admin/invoices/totals',
    {
      schema: {
        tags,
        security,
        summary: 'Billed, collected, outstanding and overdue (a month, a client, or overall)',
        querystring: z.object({ period: periodSchema.optional(), clientId: idSchema.optional() }),
        response: { 200: invoiceTotalsSchema },
      },
    },
    async (request) => invoiceTotalsOf(app.db, request.query),
  );

  app.get(
    '/api/admin/invoices/export',
    {
      schema: {
        tags,
        security,
        summary: 'Sales journal of a month as CSV for a French-locale Excel (; separators, BOM)',
        querystring: invoiceExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="journal-ventes-${request.query.period}.csv"`,
        )
        .send(await journalCsv(app.db, request.query.period)),
  );

  itemRoute(
    app,
    'GET',
    '/api/admin/invoices/:id',
    {
      tags,
      security,
      summary: 'An invoice or credit note with its payments and reminders',
      response: invoiceDetailSchema,
    },
    async (id) => invoiceDetail(app.db, id),
  );

  app.post(
    '/api/admin/invoices/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Record a payment (transfer, cheque, cash, card); more than is due is refused',
        params: idParamsSchema,
        body: paymentInputSchema,
        response: { 201: invoiceDetailSchema },
      },
    },
    async (request, reply) => {
      await recordPayment(app.db, request.params.id, {
        ...request.body,
        recordedBy: authOf(request).id,
      });
      return reply.status(201).send(await invoiceDetail(app.db, request.params.id));
    },
  );

  itemRoute(
    app,
    'POST',
    '/api/admin/invoices/:id/cancel',
    {
      tags,
      security,
      summary: 'Cancel an unpaid invoice with a credit note (AV-YYYY-NNNNN, negative amounts)',
      body: invoiceCancelSchema,
      response: invoiceCancelResultSchema,
    },
    async (id, body, request) => cancelInvoice(app.db, authOf(request).id, id, body.reason),
  );

  app.get(
    '/api/admin/billing/revenue',
    {
      schema: {
        tags,
        security,
        summary: 'Billed and collected per month over the last 12 months (admin dashboard)',
        response: { 200: z.array(revenueMonthSchema) },
      },
    },
    async () => revenueByMonth(app.db),
  );

  itemRoute(
    app,
    'GET',
    '/api/admin/billing/clients/:id',
    {
      tags,
      security,
      summary: "A client's invoicing details: tax number and invoice language",
      response: clientBillingSchema,
    },
    async (id) => {
      const { email: _email, ...row } = await clientBilling(app.db, id);
      return row;
    },
  );

  itemRoute(
    app,
    'PUT',
    '/api/admin/billing/clients/:id',
    {
      tags,
      security,
      summary: "Set a client's tax number (matricule fiscal) and invoice language",
      body: clientBillingInputSchema,
      response: clientBillingSchema,
    },
    async (id, body) => updateClientBilling(app.db, id, body),
  );
};

export default billingAdminRoutes;
