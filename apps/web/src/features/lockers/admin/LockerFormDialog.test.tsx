import type { AdminLocker } from '@app/contracts/places';
import { jsonResponse, stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LockerFormDialog } from './LockerFormDialog';

const LOCKER: AdminLocker = {
  id: 9,
  numero: 3,
  reference: 'CS-0003',
  espaceId: 4,
  espacePublic: 'Café des Palmiers',
  secteur: 'Café',
  gouvernorat: 'Sfax',
  ville: 'Sfax',
};

describe('LockerFormDialog', () => {
  it("checks the number with the contract, then shows the server's message under it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/espaces': () => jsonResponse([]),
      'PUT /api/admin/lockers/9': () =>
        validationFailure({ numero: 'Ce numéro est déjà pris dans cet espace.' }),
    });
    renderWithProviders(<LockerFormDialog target={LOCKER} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le casier' });
    const numero = within(dialog).getByLabelText(/^Casier/);
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    // The current space is shown by its name even before the picker's list arrives.
    expect(within(dialog).getByRole('combobox', { name: 'Espace Public' })).toHaveDisplayValue(
      'Café des Palmiers',
    );

    await user.clear(numero);
    await user.click(save);
    expect(numero).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);

    await user.type(numero, '4');
    await user.click(save);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toEqual({
      numero: 4,
      reference: 'CS-0003',
      espaceId: 4,
    });
    expect(
      await within(dialog).findByText('Ce numéro est déjà pris dans cet espace.'),
    ).toBeVisible();
    expect(numero).toHaveAttribute('aria-invalid', 'true');
    expect(numero).toHaveAccessibleDescription('Ce numéro est déjà pris dans cet espace.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
