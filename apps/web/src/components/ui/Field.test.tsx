import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
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
