import type { Invoice } from '@app/contracts/billing';

/** A month's rent invoice, partly paid (179,500 TND, 100,000 still due), as the lists return it. */
export const INVOICE_ROW: Invoice = {
  id: 7,
  kind: 'invoice',
  number: 'FAC-2026-00042',
  clientId: 3,
  client: 'Café des Palmiers',
  period: '2026-03',
  issuedAt: '2026-03-01T08:00:00.000Z',
  dueDate: '2026-03-16',
  lines: [
    {
      contractId: 5,
      kind: 'contract',
      adId: null,
      label: 'Location NB-0011 — mars 2026',
      amountMillimes: 150_000,
    },
  ],
  htMillimes: 150_000,
  tvaRateBp: 1900,
  tvaMillimes: 28_500,
  stampMillimes: 1000,
  ttcMillimes: 179_500,
  paidMillimes: 79_500,
  dueMillimes: 100_000,
  status: 'partially_paid',
  related: null,
  cancelReason: null,
};
