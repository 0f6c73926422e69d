import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSubmit } from './FormSubmit';

describe('FormSubmit', () => {
  it('says nothing while the form was not refused; the button submits, on a row of its own', () => {
    const { container } = render(
      <form>
        <FormSubmit form={{ failure: undefined, pending: false }}>Enregistrer</FormSubmit>
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveClass('w-full');
    expect(button.parentElement?.tagName).toBe('DIV');
    expect(container.querySelector('form > div > button')).toBe(button);
  });

  it('announces the refusal above a full-width button, busy while the form sends', () => {
    render(
      <form>
        <FormSubmit form={{ failure: 'Échec.', pending: true }} fullWidth>
          Se connecter
        </FormSubmit>
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Échec.');
    const button = screen.getByRole('button', { name: 'Se connecter' });
    expect(button).toHaveClass('w-full');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.parentElement?.tagName).toBe('FORM');
  });
});
