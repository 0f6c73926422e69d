import { renderWithProviders } from '@test/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CredentialsButton } from './CredentialsButton';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi(passwords: string[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/admin/stations/7/credentials' && init?.method === 'POST') {
      return json(
        { username: 'NB-0007', password: passwords.shift(), mqttUrl: 'mqtt://platform.tn:1883' },
        201,
      );
    }
    return json({ message: 'not found', code: 'error.notFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CredentialsButton', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('issues only on confirmation, shows the password once with a warning, forgets it on close', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      'first-password-aaaaaaaaaaaaaaaaaa',
      'second-password-bbbbbbbbbbbbbbbbb',
    ]);
    renderWithProviders(
      <Suspense fallback={null}>
        <CredentialsButton stationId={7} reference="NB-0007" />
      </Suspense>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Identifiants MQTT de la station NB-0007' }),
    );
    // Opening revokes nothing: the admin is told first.
    expect(screen.getByText(/révoque immédiatement le mot de passe précédent/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Générer les identifiants' }));
    const warning = await screen.findByText(/affiché qu’une seule fois/);
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('first-password-aaaaaaaaaaaaaaaaaa');
    expect(screen.getByLabelText('Nom d’utilisateur')).toHaveValue('NB-0007');
    expect(screen.getByLabelText('Sujet de télémétrie')).toHaveValue('stations/NB-0007/telemetry');

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copier : Mot de passe' }));
    expect(writeText).toHaveBeenCalledWith('first-password-aaaaaaaaaaaaaaaaaa');
    expect(await screen.findByText('Copié dans le presse-papiers.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'J’ai copié le mot de passe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Reopening does not show the old password again: only a new issue would.
    await user.click(
      screen.getByRole('button', { name: 'Identifiants MQTT de la station NB-0007' }),
    );
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
