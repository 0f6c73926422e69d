import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailField, Field, PasswordField } from './Field';
import { Select } from './Select';

describe('Field', () => {
  it('labels the input and has no error state by default', () => {
    render(<Field label="Email" name="email" type="email" hint="Nous ne le partageons pas." />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Nous ne le partageons pas.');
  });

  it('shows the error, marks the input invalid and describes it with the error', () => {
    render(<Field label="Email" name="email" required error="Veuillez saisir un email valide." />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Veuillez saisir un email valide.');
    expect(screen.getByText('Veuillez saisir un email valide.')).toBeVisible();
  });

  it('wires a textarea and a custom child control the same way', () => {
    render(
      <>
        <Field label="Message" multiline error="Ce champ est requis." />
        <Field label="Code" error="Code invalide.">
          {(control) => <input {...control} data-testid="custom" />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const custom = screen.getByTestId('custom');
    expect(custom).toHaveAccessibleName('Code');
    expect(custom).toHaveAccessibleDescription('Code invalide.');
  });
});

describe('PasswordField and EmailField', () => {
  it('are required inputs of their kind, with the autocomplete the browser fills them by', () => {
    render(
      <>
        <PasswordField current label="Mot de passe actuel" name="currentPassword" />
        <PasswordField label="Nouveau mot de passe" name="newPassword" error="Trop court." />
        <EmailField label="Email" name="email" />
        <EmailField label="Identifiant" name="login" autoComplete="username" />
      </>,
    );
    const current = screen.getByLabelText(/Mot de passe actuel/);
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAttribute('aria-required', 'true');
    const chosen = screen.getByLabelText(/Nouveau mot de passe/);
    expect(chosen).toHaveAttribute('autocomplete', 'new-password');
    expect(chosen).toHaveAccessibleDescription('Trop court.');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /Identifiant/ })).toHaveAttribute(
      'autocomplete',
      'username',
    );
  });
});

describe('Select', () => {
  it('renders options with a placeholder and reports errors', () => {
    render(
      <Select
        label="Gouvernorat"
        options={['Tunis', 'Sfax']}
        placeholder="Choisir…"
        error="Veuillez choisir un gouvernorat."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gouvernorat' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Veuillez choisir un gouvernorat.');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choisir…',
      'Tunis',
      'Sfax',
    ]);
  });
});
