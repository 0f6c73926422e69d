import { ESPACE_ROW } from '@test/admin-rows';
import { jsonResponse, stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StationFormDialog } from './StationFormDialog';

describe('StationFormDialog', () => {
  it("asks for the space with the contract, then shows the server's message under the reference", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/espaces': () => jsonResponse([ESPACE_ROW]),
      'GET /api/users': () => jsonResponse([]),
      'POST /api/admin/stations': () =>
        validationFailure({ reference: 'Une station porte déjà cette référence.' }),
    });
    renderWithProviders(<StationFormDialog target="new" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une station' });
    const espace = within(dialog).getByRole('combobox', { name: 'Espace Public' });
    const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

    await user.type(within(dialog).getByLabelText(/^Reference/), 'ST-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(espace).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Choisissez l’espace public de la station.');
    expect(saves()).toHaveLength(0);

    await within(espace).findByRole('option', { name: 'Café des Palmiers — Sfax' });
    await user.selectOptions(espace, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toMatchObject({
      reference: 'ST-0042',
      espaceId: 4,
      clientId: null,
      model: 'Nano Box',
      status: 'available',
    });
    const reference = within(dialog).getByLabelText(/^Reference/);
    expect(
      await within(dialog).findByText('Une station porte déjà cette référence.'),
    ).toBeVisible();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription('Une station porte déjà cette référence.');
    expect(espace).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
