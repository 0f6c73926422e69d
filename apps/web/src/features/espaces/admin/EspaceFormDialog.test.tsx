import type { AdminEspace } from '@app/contracts/places';
import { ESPACE_ROW } from '@test/admin-rows';
import { jsonResponse, stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EspaceFormDialog } from './EspaceFormDialog';

const ESPACE: AdminEspace = { ...ESPACE_ROW, clientId: 3, client: 'Café Sfax', stationCount: 2 };

describe('EspaceFormDialog', () => {
  it("sends the edited space and shows the server's message under the city", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/users': () => jsonResponse([]),
      'PUT /api/admin/espaces/4': () => validationFailure({ ville: 'Cette ville est inconnue.' }),
    });
    renderWithProviders(<EspaceFormDialog target={ESPACE} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’espace public' });
    const ville = within(dialog).getByLabelText(/^Ville/);
    const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('3');

    await user.clear(ville);
    await user.type(ville, 'Nulle-part');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toEqual({
      nom: 'Café des Palmiers',
      gouvernorat: 'Sfax',
      ville: 'Nulle-part',
      activite: 'Café',
      clientId: 3,
    });
    expect(await within(dialog).findByText('Cette ville est inconnue.')).toBeVisible();
    expect(ville).toHaveAttribute('aria-invalid', 'true');
    expect(ville).toHaveAccessibleDescription('Cette ville est inconnue.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
