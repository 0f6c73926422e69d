import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { SchemaForm } from '@/lib/use-schema-form';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import { FormFailure } from './FormFailure';

export interface FormDialogProps<Values extends FieldValues, Checked> {
  open: boolean;
  /** Cancel, Escape, the close button or the overlay asked to close. */
  onClose: () => void;
  title: string;
  description?: string;
  size?: DialogProps['size'];
  returnFocus?: DialogProps['returnFocus'];
  /** The form (`useSchemaForm`): its fields, submit, refusal text and pending state. */
  form: SchemaForm<Values, Checked>;
  /** The values the form opens with (an edited row's); its blank form unless given. */
  values?: DefaultValues<NoInfer<Values>>;
  /**
   * Keeps the submit button disabled while the form cannot be sent at all (no space to pick yet);
   * never for invalid fields: an invalid submit must show every message (issue 29).
   */
  submitDisabled?: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The back office's layout: the alert above the fields, in its plain look; else under them. */
  backOffice?: boolean;
  /** The form's layout classes; one column unless given. */
  className?: string;
  children: ReactNode;
}

/**
 * The one add/edit dialog (the back office's add/edit dialogs, the portal's "add" popups, the
 * landing's quote and demo forms): an optional description, the fields, the refused submit's
 * alert, and Cancel / submit in the footer (the submit button sends the form from outside it,
 * busy while it sends). Opened, the form takes `values`; closed, it goes back to its blank form
 * and forgets its alert, so it opens as new.
 */
export function FormDialog<Values extends FieldValues, Checked>({
  open,
  onClose,
  title,
  description,
  size,
  returnFocus,
  form,
  values,
  submitDisabled,
  cancelLabel,
  submitLabel,
  backOffice = false,
  className = 'grid gap-4',
  children,
}: FormDialogProps<Values, Checked>) {
  const formId = useId();
  const opening = useRef(values);
  opening.current = values;
  const { form: fields, setFailure } = form;
  const [blank] = useState(() => fields.formState.defaultValues as DefaultValues<Values>);
  useEffect(() => {
    if (open && opening.current) fields.reset(opening.current);
    if (open) return;
    fields.reset(blank);
    setFailure(undefined);
  }, [open, fields, setFailure, blank]);

  const alert = (
    <FormFailure plain={backOffice} className="col-span-full">
      {form.failure}
    </FormFailure>
  );
  return (
    <Dialog
      returnFocus={returnFocus}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={form.pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit} className={className}>
        {backOffice ? alert : null}
        {children}
        {backOffice ? null : alert}
      </form>
    </Dialog>
  );
}
