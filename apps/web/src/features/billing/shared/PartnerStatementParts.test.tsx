import { jsonResponse, stubApi } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StatementCsvButton } from './PartnerStatementParts';

afterEach(() => localStorage.clear());

describe('the statement’s CSV button', () => {
  it('asks the staff route for the chosen client, and says why a download failed', async () => {
    localStorage.setItem('adminToken', 'staff-token');
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/partners/3/statement/export': () =>
        jsonResponse({ message: 'Relevé indisponible.' }, { status: 409 }),
    });
    renderWithProviders(<StatementCsvButton period="2026-03" clientId={3} disabled={false} />);
    await user.click(await screen.findByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/admin/partners/3/statement/export?period=2026-03',
    );
    expect(await screen.findByText('Relevé indisponible.')).toBeInTheDocument();
  });

  it('sends nothing without a client', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithProviders(<StatementCsvButton period="2026-03" clientId={null} disabled={false} />);
    await user.click(await screen.findByRole('button', { name: /CSV/ }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
