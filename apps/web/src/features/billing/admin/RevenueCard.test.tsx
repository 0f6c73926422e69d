import { jsonResponse, stubApi } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RevenueCard } from './RevenueCard';

afterEach(() => localStorage.clear());

describe('the admin dashboard’s revenue', () => {
  it('shows billed and collected per month, the latest month first', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    stubApi({
      'GET /api/admin/billing/revenue': () =>
        jsonResponse([
          { period: '2026-09', billedMillimes: 359_000, collectedMillimes: 120_000 },
          { period: '2026-10', billedMillimes: 1_179_500, collectedMillimes: 0 },
        ]),
    });
    renderWithProviders(<RevenueCard />);
    const table = await screen.findByRole('table', { name: 'Chiffre d’affaires par mois' });
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/oct\.? 26\s*1 179,500 TND\s*0,000 TND/);
    expect(rows[2]).toHaveTextContent(/sept\.? 26\s*359,000 TND\s*120,000 TND/);
  });
});
