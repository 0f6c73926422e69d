import { jsonResponse, stubApi } from '@test/api-stub';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionnaireForm } from './QuestionnaireForm';

const RECIPIENT = { id: 12, companyName: 'Café Sfax', fullName: 'Nadia B.', email: 'n@example.tn' };

describe('QuestionnaireForm', () => {
  it("checks a QCM with the contract, sends its choices one a line, and files the server's messages", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/questionnaires/recipients': () => jsonResponse([RECIPIENT]),
      'POST /api/admin/questionnaires': () =>
        jsonResponse(
          {
            message: 'Ce client n’existe pas ou n’est plus actif.',
            code: 'questionnaires.clientNotFound',
            fieldErrors: {
              clientId: 'Ce client n’existe pas ou n’est plus actif.',
              'questions.0.text': 'Cette question est refusée.',
            },
          },
          { status: 400 },
        ),
    });
    renderWithProviders(<QuestionnaireForm />);
    const client = await screen.findByRole('combobox', { name: /^Client/ });
    await screen.findByRole('option', { name: /Café Sfax/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'qcm');
    await user.click(screen.getByRole('button', { name: 'Envoyer le questionnaire' }));

    expect(screen.getByText('Le titre est requis.')).toBeVisible();
    expect(screen.getByText('Le texte de la question est requis.')).toBeVisible();
    expect(
      screen.getByText('Une question QCM doit proposer au moins 2 choix différents.'),
    ).toBeVisible();
    expect(client).toHaveAccessibleDescription('Choisissez le client destinataire.');
    const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted()).toHaveLength(0);

    await user.selectOptions(client, '12');
    await user.type(screen.getByLabelText(/^Titre/), 'Vos stations');
    await user.type(screen.getByLabelText(/^Question 1/), 'Quel usage ?');
    await user.type(screen.getByLabelText(/^Choix/), ' Téléphones {Enter}{Enter}Tablettes');
    await user.click(screen.getByRole('button', { name: 'Envoyer le questionnaire' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]?.[1]?.body))).toEqual({
      clientId: 12,
      title: 'Vos stations',
      type: 'qcm',
      questions: [{ text: 'Quel usage ?', options: ['Téléphones', 'Tablettes'] }],
    });
    expect(await screen.findByText('Cette question est refusée.')).toBeVisible();
    expect(client).toHaveAccessibleDescription('Ce client n’existe pas ou n’est plus actif.');
    expect(screen.getByLabelText(/^Question 1/)).toHaveAttribute('aria-invalid', 'true');
  });
});
