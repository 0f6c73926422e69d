import { jsonResponse, listResponse, stubApi } from '@test/api-stub';
import { INVOICE_ROW } from '@test/billing-rows';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSection } from './PaymentSection';

const invoice = INVOICE_ROW;

describe('the portal’s Payment section', () => {
  it('lists the invoices with what is still due and offers to pay online when Konnect is set', async () => {
    localStorage.setItem('token', 'client-token');
    stubApi({
      'GET /api/invoices': () => listResponse([invoice]),
      'GET /api/contracts': () => listResponse([]),
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
      'GET /api/invoices': () => listResponse([invoice]),
      'GET /api/contracts': () => listResponse([]),
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
