import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { type SchemaFormOptions, useSchemaForm } from '@/lib/use-schema-form';
import { Field } from './Field';
import { FormDialog, type FormDialogProps } from './FormDialog';

const schema = z.object({
  email: z.string().email('Adresse e-mail invalide.'),
  nom: z.string().min(1, 'Nom requis.'),
});
type Values = z.infer<typeof schema>;
type Options = Partial<Omit<FormDialogProps<Values, Values>, 'form' | 'children'>> &
  Partial<Omit<SchemaFormOptions<Values, Values>, 'defaultValues'>>;

const REFUSED = new ApiError(400, 'error.validation', 'Certains champs sont invalides.', {
  email: 'Adresse déjà utilisée.',
  captcha: 'Not a field of this form.',
});

/** A button that opens an add dialog with an email and a name, as the portal's popups are. */
function AddContact({ onSave, failureText, invalidText, refusal, ...options }: Options) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(schema, {
    defaultValues: { email: '', nom: '' },
    onSave: onSave ?? (async () => setOpen(false)),
    failureText: failureText ?? 'Envoi impossible.',
    invalidText,
    refusal,
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nouveau contact
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ajouter un contact"
        description="Il recevra nos offres."
        form={form}
        cancelLabel="Annuler"
        submitLabel="Ajouter"
        {...options}
      >
        <Field label="Email" {...form.field('email')} />
        <Field label="Nom" {...form.field('nom')} />
      </FormDialog>
    </>
  );
}

async function openAndFill(name = 'Amel') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Nouveau contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un contact' });
  await user.type(within(dialog).getByLabelText('Email'), 'amel@corniche.tn');
  if (name) await user.type(within(dialog).getByLabelText('Nom'), name);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  return { user, dialog, submit };
}

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('FormDialog', () => {
  it("sends the checked values and puts a refusal's field messages under the fields it has", async () => {
    const onSave = vi.fn().mockRejectedValue(REFUSED);
    render(<AddContact onSave={onSave} />);
    const { dialog, submit } = await openAndFill();
    expect(dialog).toHaveAccessibleDescription('Il recevra nos offres.');

    await submit();
    expect(onSave).toHaveBeenCalledWith({ email: 'amel@corniche.tn', nom: 'Amel' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Certains champs sont invalides.');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'Adresse déjà utilisée.',
    );
    expect(within(dialog).queryByText('Not a field of this form.')).toBeNull();
    // Under the fields, where the portal's and the landing's forms say it.
    expect(precedes(within(dialog).getByLabelText('Nom'), alert)).toBe(true);
  });

  it('says its own text when no answer came, and forgets fields and alert once closed', async () => {
    render(<AddContact onSave={vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    const { user, dialog, submit } = await openAndFill();
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Envoi impossible.');

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Nouveau contact' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Nouveau contact' }));
    const reopened = await screen.findByRole('dialog', { name: 'Ajouter un contact' });
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).toBeNull();
  });

  it("words a refusal as the screen asks, and clears it when the form's own check refuses", async () => {
    const onSave = vi.fn().mockRejectedValue(REFUSED);
    render(
      <AddContact onSave={onSave} failureText={(error: unknown) => `Refusé : ${String(error)}`} />,
    );
    const { user, dialog, submit } = await openAndFill();
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refusé : ApiError: Certains champs sont invalides.',
    );

    await user.clear(within(dialog).getByLabelText('Nom'));
    await submit();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByLabelText('Nom')).toHaveAccessibleDescription('Nom requis.');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows invalidText for a form its own check refuses, and a refusal before any check', async () => {
    const onSave = vi.fn();
    const refusal = vi.fn<() => string | undefined>(() => undefined);
    render(
      <AddContact onSave={onSave} invalidText="Tous les champs sont requis" refusal={refusal} />,
    );
    const { dialog, submit } = await openAndFill('');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tous les champs sont requis',
    );

    refusal.mockReturnValue('Utilisateur non authentifié.');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Utilisateur non authentifié.');
    expect(within(dialog).getByLabelText('Nom')).toHaveAccessibleDescription('Nom requis.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the back office's alert above the fields, and keeps a disabled submit from sending", async () => {
    const onSave = vi.fn().mockRejectedValue(REFUSED);
    const { rerender } = render(<AddContact onSave={onSave} backOffice />);
    const { dialog, submit } = await openAndFill();
    await submit();
    const alert = await within(dialog).findByRole('alert');
    expect(precedes(alert, within(dialog).getByLabelText('Email'))).toBe(true);

    rerender(<AddContact onSave={onSave} backOffice submitDisabled />);
    expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  });

  it('focuses the first invalid field on screen, and keeps the submit busy while it sends', async () => {
    let answer = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<AddContact onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouveau contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un contact' });
    const submit = within(dialog).getByRole('button', { name: 'Ajouter' });
    await user.type(within(dialog).getByLabelText('Nom'), 'Amel');
    await user.click(submit);
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.');

    await user.type(email, 'amel@corniche.tn');
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toBeDisabled();
    answer();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect(submit).toBeEnabled();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('opens with the values it is given (an edited row) and goes back to blank once closed', async () => {
    const { rerender } = render(<AddContact values={{ email: 'nadia@sfax.tn', nom: 'Nadia' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouveau contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un contact' });
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('Nadia');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('nadia@sfax.tn');

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<AddContact />);
    await user.click(screen.getByRole('button', { name: 'Nouveau contact' }));
    const blank = await screen.findByRole('dialog', { name: 'Ajouter un contact' });
    expect(within(blank).getByLabelText('Nom')).toHaveValue('');
  });
});
