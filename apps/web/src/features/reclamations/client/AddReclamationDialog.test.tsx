import { stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddReclamationDialog } from './AddReclamationDialog';

describe('AddReclamationDialog', () => {
  it("checks the fields with the contract, then shows the server's field message under its field", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/reclamations': () =>
        validationFailure({ description: 'La description est trop longue.' }),
    });
    renderWithProviders(<AddReclamationDialog open onOpenChange={vi.fn()} onAdded={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle réclamation' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(dialog).toHaveTextContent('La catégorie est requise.');
    expect(dialog).toHaveTextContent('La description est requise.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText(/^Catégorie/), 'Maintenance');
    await user.type(within(dialog).getByLabelText(/^Description/), 'La borne clignote.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const description = within(dialog).getByLabelText(/^Description/);
    expect(await within(dialog).findByText('La description est trop longue.')).toBeVisible();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
