import { stubApi, validationFailure } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QrComplaintForm } from './QrComplaintForm';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
const FIELD_REQUIRED = 'Ce champ est obligatoire.';

async function renderForm() {
  renderWithProviders(<QrComplaintForm stationReference={null} />);
  const submit = await screen.findByRole('button', { name: 'Envoyer' });
  return within(submit.closest('form') as HTMLFormElement);
}

describe('QrComplaintForm', () => {
  it('says which fields are empty, once above the form and under each of them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    const form = await renderForm();
    await user.click(form.getByRole('button', { name: 'Envoyer' }));

    const alert = form.getByRole('alert');
    expect(alert).toHaveTextContent(REQUIRED);
    // The alert speaks for itself (role=alert); focus lands on the first field to fix (issue 29).
    expect(form.getByLabelText(/^Nom/)).toHaveFocus();
    expect(form.getByLabelText(/^Nom/)).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(form.getByLabelText(/^Type de retour/)).toHaveAttribute('aria-invalid', 'true');
    // The date and time start at the present: nothing to say about them.
    expect(form.getByLabelText(/^Date/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under their fields and its reason in the alert", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/reclamations/qr': () =>
        validationFailure({ email: 'Ce domaine de messagerie est refusé.' }),
    });
    const form = await renderForm();
    await user.type(form.getByLabelText(/^Nom/), 'Ben Salah');
    await user.type(form.getByLabelText(/^Prénom/), 'Amira');
    await user.type(form.getByLabelText(/^Email/), 'amira@example.tn');
    await user.type(form.getByLabelText(/^Téléphone/), '+216 22 333 444');
    await user.selectOptions(form.getByLabelText(/^Type de retour/), 'Feedback');
    await user.type(form.getByLabelText(/^Lieu/), 'Café des Palmiers, Sfax');
    await user.selectOptions(
      form.getByLabelText(/^Usage/),
      'Recharge de smartphone Android (USB-C)',
    );
    await user.type(form.getByLabelText(/^Description/), 'Le câble ne charge plus.');
    await user.selectOptions(form.getByLabelText(/^Réponse souhaitée/), 'Oui, par email');
    await user.click(form.getByRole('button', { name: 'Envoyer' }));

    expect(await form.findByText('Ce domaine de messagerie est refusé.')).toBeVisible();
    expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('alert')).toHaveTextContent(
      'Erreur lors de l’envoi — Certains champs sont invalides.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('nom')).toBe('Ben Salah');
    expect(body.get('telephone')).toBe('+216 22 333 444');
  });

  it('checks a malformed phone number in the browser, with the message the server would give', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    const form = await renderForm();
    await user.type(form.getByLabelText(/^Téléphone/), '12');
    await user.click(form.getByRole('button', { name: 'Envoyer' }));
    expect(form.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(
      'Veuillez saisir un numéro de téléphone valide (8 à 15 chiffres).',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
