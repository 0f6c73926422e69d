import { renderWithProviders } from '@test/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRegisterPage } from './AdminRegisterPage';

const MISMATCH = 'Les mots de passe ne correspondent pas.';
const password = () => screen.getByLabelText(/^Mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmation du mot de passe/);

describe('AdminRegisterPage password confirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing about the confirmation until it was visited, then follows the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminRegisterPage />, { route: '/admin-register' });
    await screen.findByRole('button', { name: 'Créer le compte' });

    // Typing the password first must not flag the still-empty confirmation: that message would
    // vanish when the confirmation loses focus and move the submit button under the user's tap.
    await user.type(password(), 'mot-de-passe-solide');
    expect(confirmation()).not.toHaveAttribute('aria-invalid');
    await user.type(confirmation(), 'mot-de-passe-solide');
    expect(confirmation()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(confirmation()).not.toHaveAttribute('aria-invalid');

    // Once visited, changing the password re-checks the confirmation at once.
    await user.type(password(), '!');
    expect(await screen.findByText(MISMATCH)).toBeVisible();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');
    await user.type(confirmation(), '!');
    await user.tab();
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });
});
