import type { AdminUser } from '@app/contracts/users';
import { stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserEditDialog } from './UserEditDialog';

const USER: AdminUser = {
  id: 7,
  fullName: 'Nadia Ben Salah',
  email: 'nadia@cafe-sfax.tn',
  phone: '22123456',
  phone2: '98765432',
  companyName: 'Café Sfax',
  job: 'Gérante',
  governorate: 'Sfax',
  city: 'Sfax',
  role: 'client',
  status: 'active',
  createdAt: '2026-01-05T09:00:00.000Z',
  archivedAt: null,
  deletedAt: null,
};

describe('UserEditDialog', () => {
  it("checks the phone with the contract, then shows the server's message under the email", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'PUT /api/users/7': () =>
        validationFailure({ email: 'Un client existe déjà avec cet email.' }),
    });
    renderWithProviders(<UserEditDialog user={USER} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    const phone = within(dialog).getByLabelText(/^Téléphone/);
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });

    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(save);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '22 123 457');
    await user.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      phone: '22123457',
      phone2: '98765432',
    });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(await within(dialog).findByText('Un client existe déjà avec cet email.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Un client existe déjà avec cet email.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
    // A refused save leaves focus where it was.
    expect(save).toHaveFocus();
  });
});
