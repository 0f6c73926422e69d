import { renderWithProviders } from '@test/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type AccountFrameProps,
  ForgotPasswordScreen,
  ResetPasswordScreen,
} from './AccountScreens';

function Frame({ title, subtitle, children }: AccountFrameProps) {
  return (
    <main>
      <h1>{title}</h1>
      <p>{subtitle}</p>
      {children}
    </main>
  );
}

describe('the account screens', () => {
  it('asks for the e-mail in the given frame, with the way back to that sign-in', async () => {
    renderWithProviders(
      <ForgotPasswordScreen
        frame={Frame}
        endpoint="/api/password/forgot"
        signInPath="/connexion"
      />,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Mot de passe oublié',
    );
    expect(screen.getByRole('textbox', { name: /E-?mail/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /connexion/i })).toHaveAttribute('href', '/connexion');
  });

  it('shows the frame’s subtitle and, without a token in the link, offers to ask again', async () => {
    renderWithProviders(
      <ResetPasswordScreen
        frame={Frame}
        subtitle="Choisissez un nouveau mot de passe."
        endpoint="/api/password/reset"
        password={z.string()}
        signInPath="/connexion"
        forgotPath="/mot-de-passe-oublie"
      />,
    );
    expect(await screen.findByText('Choisissez un nouveau mot de passe.')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/mot-de-passe-oublie');
  });
});
