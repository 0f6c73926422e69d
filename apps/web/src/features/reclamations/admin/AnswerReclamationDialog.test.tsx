import type { AdminReclamation } from '@app/contracts/reclamations';
import { stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnswerReclamationDialog } from './AnswerReclamationDialog';

const RECLAMATION: AdminReclamation = {
  id: 5,
  date: '2026-11-20',
  clientId: 3,
  user: 'Nadia B. (Café Sfax)',
  categorie: 'Maintenance',
  description: 'La borne clignote.',
  status: 'Problem',
  reponse: null,
};

describe('AnswerReclamationDialog', () => {
  it("asks for a reply to answer, then shows the server's message under the reply", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'PATCH /api/admin/reclamations/5': () =>
        validationFailure({ reponse: 'Cette réponse est refusée.' }),
    });
    renderWithProviders(<AnswerReclamationDialog reclamation={RECLAMATION} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const reponse = within(dialog).getByLabelText(/^Réponse/);
    // A problem opens as answered, which needs a reply.
    expect(within(dialog).getByLabelText(/^Statut/)).toHaveValue('Answered');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(reponse).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent(
      'Écrivez une réponse pour marquer la réclamation comme traitée.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(reponse, 'Un technicien passe demain.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      status: 'Answered',
      reponse: 'Un technicien passe demain.',
    });
    expect(await within(dialog).findByText('Cette réponse est refusée.')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
