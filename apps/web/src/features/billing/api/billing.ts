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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiList } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

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
  return useQuery({
    queryKey: billingKeys.invoices(filters),
    queryFn: ({ signal }) =>
      apiList('/api/admin/invoices', {
        schema: invoiceSchema,
        auth: 'admin',
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
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
  return useQuery({
    queryKey: billingKeys.contracts(filters),
    queryFn: ({ signal }) =>
      apiList('/api/admin/contracts', {
        schema: contractSchema,
        auth: 'admin',
        signal,
        query: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.all });
}

export function useCreateContract() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ContractInput) =>
      api('/api/admin/contracts', { schema: contractSchema, method: 'POST', auth: 'admin', body }),
    onSuccess: invalidate,
  });
}

export function useEndContract() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, endDate }: { id: number; endDate: string }) =>
      api(`/api/admin/contracts/${id}/end`, {
        schema: contractSchema,
        method: 'POST',
        auth: 'admin',
        body: { endDate },
      }),
    onSuccess: invalidate,
  });
}

export function useRenewContract() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { endDate: string | null; monthlyFeeMillimes?: number };
    }) =>
      api(`/api/admin/contracts/${id}/renew`, {
        schema: contractSchema,
        method: 'POST',
        auth: 'admin',
        body,
      }),
    onSuccess: invalidate,
  });
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
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { taxNumber: string | null; invoiceLanguage: Language };
    }) =>
      api(`/api/admin/billing/clients/${id}`, {
        schema: clientBillingSchema,
        method: 'PUT',
        auth: 'admin',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useSetCommission() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, commissionBp }: { id: number; commissionBp: number | null }) =>
      api(`/api/admin/contracts/${id}/commission`, {
        schema: contractSchema,
        method: 'PUT',
        auth: 'admin',
        body: { commissionBp },
      }),
    onSuccess: invalidate,
  });
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
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (period: string) =>
      api('/api/admin/invoices/run', {
        schema: invoiceRunResultSchema,
        method: 'POST',
        auth: 'admin',
        body: { period },
      }),
    onSuccess: invalidate,
  });
}

export function useRecordPayment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaymentInput }) =>
      api(`/api/admin/invoices/${id}/payments`, {
        schema: invoiceDetailSchema,
        method: 'POST',
        auth: 'admin',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useCancelInvoice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api(`/api/admin/invoices/${id}/cancel`, {
        schema: invoiceCancelResultSchema,
        method: 'POST',
        auth: 'admin',
        body: { reason },
      }),
    onSuccess: invalidate,
  });
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
  return useQuery({
    queryKey: billingKeys.mine(page, limit),
    queryFn: ({ signal }) =>
      apiList('/api/invoices', {
        schema: invoiceSchema,
        auth: 'client',
        signal,
        query: { page, limit },
      }),
    placeholderData: keepPreviousData,
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
