import { jsonResponse, stubApi } from '@test/api-stub';
import { expIn, makeJwt, renderWithProviders } from '@test/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddStationDialog } from './AddStationDialog';

const SPACE = {
  id: 7,
  nom: 'Café des Palmiers',
  ville: 'Sfax',
  gouvernorat: 'Sfax',
  activite: 'Café',
  stations: 0,
  created_at: '2026-11-20T09:00:00.000Z',
};

describe('AddStationDialog', () => {
  afterEach(() => localStorage.clear());

  it("says once that every field is required and marks each, then shows the server's field message under its field", async () => {
    localStorage.setItem('token', makeJwt({ sub: 3, role: 'client', exp: expIn(3600) }));
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/espaces': () => jsonResponse([SPACE], { headers: { 'X-Total-Count': '1' } }),
      'POST /api/stations': () =>
        jsonResponse(
          {
            message: 'Cette référence de station existe déjà.',
            code: 'portal.station.referenceTaken',
            fieldErrors: { reference: 'Cette référence de station existe déjà.' },
          },
          { status: 409 },
        ),
    });
    renderWithProviders(<AddStationDialog open onOpenChange={vi.fn()} onGoToSpaces={vi.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une station' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tous les champs sont requis');
    // The required sentence once, and every empty field marked with its own message (issue 29).
    for (const label of [/^Référence/, /^Adresse/, /^Date d’installation/]) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Ce champ est requis.');
    }
    expect(await within(dialog).findByRole('combobox', { name: /^Espace/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText(/^Référence/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/^Référence/), 'NB-0001');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /^Espace/ }),
      'Café des Palmiers — Sfax',
    );
    await user.type(within(dialog).getByLabelText(/^Adresse/), 'Route de Tunis km 4');
    await user.type(within(dialog).getByLabelText(/^Date d’installation/), '2026-11-02');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    const reference = within(dialog).getByLabelText(/^Référence/);
    expect(
      await within(dialog).findByText('Cette référence de station existe déjà.'),
    ).toBeVisible();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveAccessibleDescription('Cette référence de station existe déjà.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Erreur lors de l'ajout de la station.",
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      reference: 'NB-0001',
      espace: '7',
      adresse: 'Route de Tunis km 4',
      date_installation: '2026-11-02',
    });
  });
});
