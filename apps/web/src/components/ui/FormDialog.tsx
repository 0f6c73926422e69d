import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors, SERVER_ERROR } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
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
  /**
   * The react-hook-form form of the fields, checked by its resolver (the contract schema), made
   * with `shouldFocusError: false`: an invalid submit focuses the first invalid field on screen.
   */
  form: UseFormReturn<Values, unknown, Checked>;
  /** Saves the checked values; a throw is a refusal (see failureText). */
  onSave: (values: Checked) => Promise<void>;
  /**
   * The alert of a refused save: a text for when the server gave no answer (its message
   * otherwise), or the screen's own wording of the error.
   */
  failureText: string | ((error: unknown) => string | undefined);
  /** The alert when the form's own check refuses the fields; none unless given. */
  invalidText?: string;
  /** A reason to refuse before the fields are checked (e.g. the session is gone), shown as the alert. */
  refusal?: () => string | undefined;
  saving: boolean;
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
 * A dialog holding one react-hook-form form (the back office's add/edit dialogs, the portal's
 * "add" popups, the landing's quote and demo forms): an optional description, the fields, the
 * refused submit's alert, and Cancel / submit in the footer (the submit button sends the form
 * from outside it). It submits through `handleSubmit`; a refusal puts the server's field messages
 * under the fields it knows and the alert's text in the form. Closed, it forgets its fields and
 * alert, so it opens as new.
 */
export function FormDialog<Values extends FieldValues, Checked>({
  open,
  onClose,
  title,
  description,
  size,
  returnFocus,
  form,
  onSave,
  failureText,
  invalidText,
  refusal,
  saving,
  submitDisabled,
  cancelLabel,
  submitLabel,
  backOffice = false,
  className = 'grid gap-4',
  children,
}: FormDialogProps<Values, Checked>) {
  const formId = useId();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (open) return;
    form.reset();
    setFailure(undefined);
  }, [open, form]);

  const failureOf = (error: unknown) => {
    if (typeof failureText !== 'string') return failureText(error);
    return errorText(error, failureText);
  };
  const save = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        await onSave(values);
      } catch (error) {
        const fields = Object.keys(form.getValues()) as Path<Values>[];
        applyFieldErrors(error, fields, (field, text) =>
          form.setError(field, { type: SERVER_ERROR, message: text }),
        );
        setFailure(failureOf(error));
      }
    },
    (errors, event) => {
      setFailure(invalidText);
      focusFirstInvalid(errors, event);
    },
  );
  const submit = (event: FormEvent) => {
    const refused = refusal?.();
    if (!refused) return void save(event);
    event.preventDefault();
    setFailure(refused);
  };

  const alert = (
    <FormFailure plain={backOffice} className="col-span-full">
      {failure}
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
          <Button type="submit" form={formId} loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={className}>
        {backOffice ? alert : null}
        {children}
        {backOffice ? null : alert}
      </form>
    </Dialog>
  );
}
