import { stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddSpaceDialog } from './AddSpaceDialog';

describe('AddSpaceDialog', () => {
  it("checks the fields with the contract, then shows the server's field messages under them", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/espaces': () => validationFailure({ ville: 'Cette ville est inconnue.' }),
    });
    renderWithProviders(<AddSpaceDialog open onOpenChange={vi.fn()} onAdded={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un espace' });
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(dialog).toHaveTextContent('Le nom de l’espace est requis.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Nom/), 'Café des Palmiers');
    await user.type(screen.getByLabelText(/^Activité/), 'Café');
    await user.selectOptions(screen.getByLabelText(/^Gouvernorat/), 'Sfax');
    await user.type(screen.getByLabelText(/^Ville/), 'Nulle-part');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    const ville = screen.getByLabelText(/^Ville/);
    expect(await screen.findByText('Cette ville est inconnue.')).toBeVisible();
    expect(ville).toHaveAttribute('aria-invalid', 'true');
    expect(ville).toHaveAccessibleDescription('Cette ville est inconnue.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
