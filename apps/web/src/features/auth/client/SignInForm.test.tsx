import { renderWithProviders } from '@test/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './SignInForm';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(response?: Response) {
  const fetchMock = vi.fn(async () => response ?? json({ token: 'x' }, 200));
  vi.stubGlobal('fetch', fetchMock);
  const onSignedIn = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  return { fetchMock, onSignedIn, user: userEvent.setup() };
}

const email = () => screen.getByLabelText(/Email/);
const password = () => screen.getByLabelText(/Mot de passe/);
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

describe('SignInForm (sign-in rules)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an error only once its field is touched; the submit stays operable', async () => {
    const { user } = setup();
    // The namespace loads lazily: wait for the translated form.
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.type(email(), 'pas-un-email');
    expect(screen.queryByText('Veuillez saisir un email valide.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Veuillez saisir un email valide.')).toBeVisible();
    // The password was never touched: no message for it yet.
    expect(screen.queryByText('Le mot de passe est requis.')).toBeNull();
  });

  it('an invalid submit marks every field touched, focuses the first and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.click(submit());
    expect(await screen.findByText('Veuillez saisir un email valide.')).toBeVisible();
    expect(screen.getByText('Le mot de passe est requis.')).toBeVisible();
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    // With the email fixed, the next invalid submit lands on the password.
    await user.type(email(), 'amine@palmiers.tn');
    await user.click(submit());
    await vi.waitFor(() => expect(password()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('401 shows the server message; any other failure the generic sign-in error', async () => {
    const first = setup(json({ message: 'Email ou mot de passe incorrect.', code: 'x' }, 401));
    await first.user.type(email(), 'amine@palmiers.tn');
    await first.user.type(password(), 'wrong-password');
    await first.user.click(submit());
    expect(await screen.findByText('Email ou mot de passe incorrect.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(first.onSignedIn).not.toHaveBeenCalled();

    first.fetchMock.mockResolvedValueOnce(json({ message: 'boom', code: 'error.internal' }, 500));
    await first.user.click(submit());
    expect(await screen.findByText('Erreur lors de la connexion.')).toBeVisible();
  });

  it('hands the token over on success', async () => {
    const { user, onSignedIn } = setup(json({ token: 'jwt-token' }, 200));
    await user.type(email(), 'amine@palmiers.tn');
    await user.type(password(), 'palmiers2026');
    await user.click(submit());
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('jwt-token'));
  });
});
