import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { focusFirstInvalid } from './form-focus';

const schema = z.object({
  nom: z.string().min(1, 'Nom requis'),
  societe: z.string().min(1, 'Société requise'),
  adresse: z.object({ fr: z.string().min(1, 'Adresse requise') }),
});
type Values = z.infer<typeof schema>;

/** A child component registering its field after the parent's: react-hook-form's own order. */
function NameField({ form }: { form: UseFormReturn<Values> }) {
  return (
    <label>
      Nom
      <input {...form.register('nom')} />
    </label>
  );
}

function Form() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nom: '', societe: '', adresse: { fr: '' } },
    shouldFocusError: false,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined, focusFirstInvalid)}>
      <NameField form={form} />
      <label>
        Société
        <input {...form.register('societe')} />
      </label>
      <label>
        Adresse
        <input {...form.register('adresse.fr')} />
      </label>
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in the order the form shows, nested paths included', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    // react-hook-form alone would focus "Société", registered first.
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await user.type(screen.getByLabelText('Nom'), 'Amira');
    await user.type(screen.getByLabelText('Société'), 'Café');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Adresse')).toHaveFocus();
  });

  it('does nothing without an event or without field errors', () => {
    expect(() => focusFirstInvalid({})).not.toThrow();
    expect(() => focusFirstInvalid({ nom: { type: 'required', message: 'x' } })).not.toThrow();
  });
});
