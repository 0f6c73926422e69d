import { renderWithProviders } from '@test/utils';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ContactField } from './ContactField';

/** The three kinds in one form; the phone already carries a contract message key. */
function Contact() {
  const form = useForm({ defaultValues: { nom: 'Amel', email: '', tel: '' } });
  useEffect(() => form.setError('tel', { message: 'validation.phone8' }), [form]);
  return (
    <form>
      <ContactField form={form} name="nom" kind="name" label="Nom et prénom" />
      <ContactField form={form} name="email" kind="email" label="Email" />
      <ContactField form={form} name="tel" kind="phone" label="Téléphone" />
    </form>
  );
}

describe('ContactField', () => {
  it('binds each kind to its form field with the autofill and keyboard it wants', async () => {
    renderWithProviders(<Contact />);
    const name = await screen.findByLabelText(/^Nom et prénom/);
    expect(name).toHaveValue('Amel');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('aria-required', 'true');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).not.toHaveAttribute('aria-invalid');

    const phone = screen.getByLabelText(/^Téléphone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    // The format hint, then the field's message in the page's language.
    expect(screen.getByText('8 chiffres, par exemple 22 123 456')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      /^8 chiffres, par exemple 22 123 456\s+Veuillez saisir un numéro de téléphone valide \(8 chiffres\)\.$/,
    );
  });
});
