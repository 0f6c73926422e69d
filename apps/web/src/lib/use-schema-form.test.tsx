import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '@/components/ui/Field';
import { useSchemaForm } from './use-schema-form';

const schema = z
  .object({ password: z.string().min(1, 'Requis.'), confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: 'Les mots de passe ne correspondent pas.',
  });

/** A page form whose confirmation is re-checked as the password changes (the admin register's). */
function NewPassword({ onPasswordChange }: { onPasswordChange: (value: string) => void }) {
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
    onSave: async () => {},
    failureText: 'Envoi impossible.',
  });
  const password = form.field('password', {
    onChange: (event) => {
      onPasswordChange((event.target as HTMLInputElement).value);
      if (form.form.getFieldState('confirm').isTouched) void form.form.trigger('confirm');
    },
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <Field label="Mot de passe" {...password} />
      <Field label="Confirmation" {...form.field('confirm')} />
    </form>
  );
}

describe('useSchemaForm', () => {
  it("runs a field's onChange once it holds the typed value, beside the form's own checks", async () => {
    const user = userEvent.setup();
    const onPasswordChange = vi.fn();
    render(<NewPassword onPasswordChange={onPasswordChange} />);
    const password = screen.getByLabelText('Mot de passe');
    const confirm = screen.getByLabelText('Confirmation');

    await user.type(password, 'abc');
    expect(onPasswordChange).toHaveBeenLastCalledWith('abc');
    await user.type(confirm, 'abc');
    await user.tab();
    expect(confirm).not.toHaveAccessibleDescription(/correspondent/);

    // Only the password changes: the confirmation's message comes from the onChange alone.
    await user.type(password, 'd');
    expect(onPasswordChange).toHaveBeenLastCalledWith('abcd');
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });
});

const contact = z.object({
  nom: z.string().min(1, 'required'),
  email: z.string().refine((value) => value === '' || value.includes('@'), 'malformed'),
});

/** A form whose alert says why its own check refused the fields (the QR complaint form's). */
function Contact() {
  const form = useSchemaForm(contact, {
    defaultValues: { nom: '', email: '' },
    onSave: async () => {},
    failureText: 'Envoi impossible.',
    invalidText: (errors) =>
      Object.values(errors).some((error) => error?.message === 'required')
        ? 'Remplissez les champs obligatoires.'
        : 'Certains champs sont mal remplis.',
  });
  return (
    <form noValidate onSubmit={form.submit}>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <Field label="Nom" {...form.field('nom')} />
      <Field label="Email" {...form.field('email')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useSchemaForm invalidText', () => {
  it('words the alert from the fields its own check refused, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    const send = screen.getByRole('button', { name: 'Envoyer' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Remplissez les champs obligatoires.',
    );
    expect(screen.getByLabelText('Nom')).toHaveFocus();

    await user.type(screen.getByLabelText('Nom'), 'Amel');
    await user.type(screen.getByLabelText('Email'), 'amel');
    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Certains champs sont mal remplis.'),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
