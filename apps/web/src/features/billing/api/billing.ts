import type { Language } from '@app/contracts';
import type { ContractInput, Invoice, InvoiceStatus, PaymentInput } from '@app/contracts/billing';
import {
  clientBillingSchema,
  contractSchema,
  invoiceCancelResultSchema,
  invoiceDetailSchema,
  invoiceRunResultSchema,
  invoiceSchema,
  invoiceTotalsSchema,
  partnerStatementSchema,
  paymentOptionsSchema,
  payResultSchema,
  revenueMonthSchema,
} from '@app/contracts/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api, apiBlob, apiList, type ResponseSchema } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { useInvalidate } from '@/lib/use-invalidate';

/** Billing: contracts, invoices, payments (staff token), and the client's own (client token). */

/** The feature's query keys; `all` is the prefix a write invalidates. */
const billingKeys = {
  all: ['billing'] as const,
  invoices: (filters: InvoiceFilters) => ['billing', 'invoices', filters] as const,
  totals: (period: string | undefined, clientId?: number) =>
    ['billing', 'totals', period, clientId] as const,
  revenue: ['billing', 'revenue'] as const,
  contracts: (filters: { page: number; limit: number; q?: string }) =>
    ['billing', 'contracts', filters] as const,
  invoice: (id: number | null) => ['billing', 'invoice', id] as const,
  client: (clientId: number | null) => ['billing', 'client', clientId] as const,
  partnerStatement: (clientId: number | null, period: string) =>
    ['billing', 'partner-statement', clientId, period] as const,
  myPartnerStatement: (period: string) => ['billing', 'my-partner-statement', period] as const,
  mine: (page: number, limit: number) => ['billing', 'mine', page, limit] as const,
  myContracts: ['billing', 'my-contracts'] as const,
  paymentOptions: ['billing', 'payment-options'] as const,
};

export interface InvoiceFilters {
  page: number;
  limit: number;
  period?: string;
  status?: InvoiceStatus;
  clientId?: number;
  q?: string;
}

export function useAdminInvoices(filters: InvoiceFilters) {
  return usePagedList(billingKeys.invoices(filters), '/api/admin/invoices', {
    schema: invoiceSchema,
    auth: 'admin',
    query: { ...filters },
  });
}

export function useInvoiceTotals(period: string | undefined, clientId?: number) {
  return useQuery({
    queryKey: billingKeys.totals(period, clientId),
    queryFn: ({ signal }) =>
      api('/api/admin/invoices/totals', {
        schema: invoiceTotalsSchema,
        auth: 'admin',
        signal,
        query: { period, clientId },
      }),
  });
}

export function useRevenue() {
  return useQuery({
    queryKey: billingKeys.revenue,
    queryFn: ({ signal }) =>
      api('/api/admin/billing/revenue', {
        schema: revenueMonthSchema.array(),
        auth: 'admin',
        signal,
      }),
  });
}

export function useAdminContracts(filters: { page: number; limit: number; q?: string }) {
  return usePagedList(billingKeys.contracts(filters), '/api/admin/contracts', {
    schema: contractSchema,
    auth: 'admin',
    query: { ...filters },
  });
}

/**
 * A staff write: `request` names the path, the body and the method (POST unless given) from what
 * the screen passes; the answer is checked against `schema`; every billing query is invalidated
 * once it succeeds (the mutation settles after that).
 */
function useStaffWrite<Vars, Answer>(
  schema: ResponseSchema<Answer>,
  request: (vars: Vars) => { path: string; body: unknown; method?: 'POST' | 'PUT' },
) {
  const invalidate = useInvalidate(billingKeys.all);
  return useMutation({
    mutationFn: (vars: Vars) => {
      const { path, body, method = 'POST' } = request(vars);
      return api(path, { schema, method, auth: 'admin', body });
    },
    onSuccess: invalidate,
  });
}

export function useCreateContract() {
  return useStaffWrite(contractSchema, (body: ContractInput) => ({
    path: '/api/admin/contracts',
    body,
  }));
}

export function useEndContract() {
  return useStaffWrite(contractSchema, ({ id, endDate }: { id: number; endDate: string }) => ({
    path: `/api/admin/contracts/${id}/end`,
    body: { endDate },
  }));
}

export function useRenewContract() {
  return useStaffWrite(
    contractSchema,
    ({
      id,
      body,
    }: {
      id: number;
      body: { endDate: string | null; monthlyFeeMillimes?: number };
    }) => ({
      path: `/api/admin/contracts/${id}/renew`,
      body,
    }),
  );
}

/** An invoice or credit note with its history: payments, reminders, the credit note. */
export function useInvoiceDetail(id: number | null) {
  return useQuery({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) =>
      api(`/api/admin/invoices/${id}`, { schema: invoiceDetailSchema, auth: 'admin', signal }),
    enabled: id !== null,
  });
}

/** What invoices print about a client: its tax number and the invoice language. */
export function useClientBilling(clientId: number | null) {
  return useQuery({
    queryKey: billingKeys.client(clientId),
    queryFn: ({ signal }) =>
      api(`/api/admin/billing/clients/${clientId}`, {
        schema: clientBillingSchema,
        auth: 'admin',
        signal,
      }),
    enabled: clientId !== null,
  });
}

export function useSaveClientBilling() {
  return useStaffWrite(
    clientBillingSchema,
    ({
      id,
      body,
    }: {
      id: number;
      body: { taxNumber: string | null; invoiceLanguage: Language };
    }) => ({
      path: `/api/admin/billing/clients/${id}`,
      body,
      method: 'PUT',
    }),
  );
}

export function useSetCommission() {
  return useStaffWrite(
    contractSchema,
    ({ id, commissionBp }: { id: number; commissionBp: number | null }) => ({
      path: `/api/admin/contracts/${id}/commission`,
      body: { commissionBp },
      method: 'PUT',
    }),
  );
}

/** A venue partner's month (staff), once a client and a month are chosen. */
export function usePartnerStatement(clientId: number | null, period: string) {
  return useQuery({
    queryKey: billingKeys.partnerStatement(clientId, period),
    queryFn: ({ signal }) =>
      api(`/api/admin/partners/${clientId}/statement`, {
        schema: partnerStatementSchema,
        auth: 'admin',
        signal,
        query: { period },
      }),
    enabled: clientId !== null && period !== '',
  });
}

/** The signed-in venue partner's own month. */
export function useMyPartnerStatement(period: string) {
  return useQuery({
    queryKey: billingKeys.myPartnerStatement(period),
    queryFn: ({ signal }) =>
      api('/api/partner-statement', {
        schema: partnerStatementSchema,
        auth: 'client',
        signal,
        query: { period },
      }),
    enabled: period !== '',
  });
}

/** Saves a partner statement as CSV: the staff route with a client id, else the client's own. */
export async function downloadPartnerStatement(period: string, clientId?: number) {
  const { blob, filename } = await apiBlob(
    clientId === undefined
      ? '/api/partner-statement/export'
      : `/api/admin/partners/${clientId}/statement/export`,
    { auth: clientId === undefined ? 'client' : 'admin', query: { period } },
  );
  downloadBlob(blob, filename ?? `releve-partenaire-${period}.csv`);
}

export function useRunInvoices() {
  return useStaffWrite(invoiceRunResultSchema, (period: string) => ({
    path: '/api/admin/invoices/run',
    body: { period },
  }));
}

export function useRecordPayment() {
  return useStaffWrite(invoiceDetailSchema, ({ id, body }: { id: number; body: PaymentInput }) => ({
    path: `/api/admin/invoices/${id}/payments`,
    body,
  }));
}

export function useCancelInvoice() {
  return useStaffWrite(
    invoiceCancelResultSchema,
    ({ id, reason }: { id: number; reason: string }) => ({
      path: `/api/admin/invoices/${id}/cancel`,
      body: { reason },
    }),
  );
}

/** Saves an invoice's PDF (staff or the client, by whose token is given). */
export async function downloadInvoicePdf(invoice: Invoice, auth: 'admin' | 'client') {
  const { blob, filename } = await apiBlob(`/api/invoices/${invoice.id}/pdf`, { auth });
  downloadBlob(blob, filename ?? `${invoice.number}.pdf`);
}

export async function downloadJournal(period: string) {
  const { blob, filename } = await apiBlob('/api/admin/invoices/export', {
    auth: 'admin',
    query: { period },
  });
  downloadBlob(blob, filename ?? `journal-ventes-${period}.csv`);
}

// --- the client's own ----------------------------------------------------------------------------

export function useMyInvoices(page: number, limit: number) {
  return usePagedList(billingKeys.mine(page, limit), '/api/invoices', {
    schema: invoiceSchema,
    auth: 'client',
    query: { page, limit },
  });
}

export function useMyContracts() {
  return useQuery({
    queryKey: billingKeys.myContracts,
    queryFn: ({ signal }) =>
      apiList('/api/contracts', {
        schema: contractSchema,
        auth: 'client',
        signal,
        query: { limit: 50 },
      }),
  });
}

export function usePaymentOptions() {
  return useQuery({
    queryKey: billingKeys.paymentOptions,
    queryFn: ({ signal }) =>
      api('/api/billing/payment-options', { schema: paymentOptionsSchema, auth: 'client', signal }),
  });
}

export function usePayOnline() {
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/invoices/${id}/pay`, { schema: payResultSchema, method: 'POST', auth: 'client' }),
  });
}
