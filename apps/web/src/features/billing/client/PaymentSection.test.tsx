import type { Invoice } from '@app/contracts/billing';
import { jsonResponse, stubApi } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSection } from './PaymentSection';

const invoice: Invoice = {
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
      contractId: 1,
      kind: 'contract',
      adId: null,
      label: 'Location NB-001 — mars 2026',
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

const list = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Total-Count': String(rows.length) } });

describe('the portal’s Payment section', () => {
  it('lists the invoices with what is still due and offers to pay online when Konnect is set', async () => {
    localStorage.setItem('token', 'client-token');
    stubApi({
      'GET /api/invoices': () => list([invoice]),
      'GET /api/contracts': () => list([]),
      'GET /api/billing/payment-options': () =>
        jsonResponse({ online: true, legalName: 'ChargeBox SARL', rib: '' }),
    });
    renderWithProviders(<PaymentSection />);
    const row = (await screen.findByText('FAC-2026-00042')).closest('tr')!;
    expect(row).toHaveTextContent('179,500 TND');
    expect(row).toHaveTextContent('100,000 TND');
    expect(row).toHaveTextContent('Partiellement payée');
    expect(
      await within(row).findByRole('button', { name: 'Payer en ligne la facture FAC-2026-00042' }),
    ).toBeEnabled();
    expect(screen.queryByText('Payer par virement bancaire')).toBeNull();
  });

  it('shows the bank transfer details instead when online payment is not configured', async () => {
    localStorage.setItem('token', 'client-token');
    stubApi({
      'GET /api/invoices': () => list([invoice]),
      'GET /api/contracts': () => list([]),
      'GET /api/billing/payment-options': () =>
        jsonResponse({
          online: false,
          legalName: 'ChargeBox SARL',
          rib: '08 006 0123456789012 34',
        }),
    });
    renderWithProviders(<PaymentSection />);
    expect(await screen.findByText('Payer par virement bancaire')).toBeVisible();
    expect(screen.getByText('08 006 0123456789012 34')).toBeVisible();
    expect(screen.getByText('ChargeBox SARL')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Payer en ligne/ })).toBeNull();
  });
});
