import type { PortalSummary } from '@app/contracts/portal';
import { jsonResponse, stubApi } from '@test/api-stub';
import { expIn, makeJwt, renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/auth-storage';
import DashboardCharts from './DashboardCharts';

const summary: PortalSummary = {
  stations: 5,
  espaces: 1,
  declaredStations: 5,
  reclamations: { total: 0, Answered: 0, Pending: 0, Problem: 0 },
  months: [
    { month: '2026-09', stations: 0 },
    { month: '2026-10', stations: 2 },
    { month: '2026-11', stations: 1 },
  ],
};

/** The figures a chart's table gives, row by row: [month, value]. */
function tableRows(caption: string) {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('DashboardCharts', () => {
  beforeEach(() => {
    setToken('client', makeJwt({ sub: '1', role: 'client', scope: 'full', exp: expIn(3600) }));
    stubApi({
      'GET /api/me/usage': () =>
        jsonResponse({
          onlineNow: 1,
          usageRate: 0.25,
          sessionsLast30Days: 4,
          sessionsByMonth: [
            { month: '2026-09', sessions: 0 },
            { month: '2026-10', sessions: 6 },
            { month: '2026-11', sessions: 4 },
          ],
        }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives both charts as tables: sessions per month, and the fleet counting stations older than the window', async () => {
    renderWithProviders(<DashboardCharts summary={summary} />);
    expect(
      await screen.findByRole('table', { name: 'Sessions de charge par mois' }),
    ).toBeInTheDocument();
    expect(tableRows('Sessions de charge par mois')).toEqual([
      ['sept. 26', '0'],
      ['oct. 26', '6'],
      ['nov. 26', '4'],
    ]);
    // 5 stations, 3 installed within the 12 months: 2 were already there.
    expect(tableRows('Évolution de votre parc')).toEqual([
      ['sept. 26', '2'],
      ['oct. 26', '4'],
      ['nov. 26', '5'],
    ]);
    for (const name of ['Sessions de charge par mois', 'Évolution de votre parc']) {
      const figure = screen.getByRole('figure', { name });
      expect(within(figure).getByRole('columnheader', { name: 'Mois' })).toBeInTheDocument();
    }
  });
});
