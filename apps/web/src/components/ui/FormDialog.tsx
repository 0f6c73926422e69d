import { type ReactNode, useEffect, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

export interface FormDialogProps<Values extends FieldValues, Checked> {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: DialogProps['size'];
  returnFocus?: DialogProps['returnFocus'];
  /** The react-hook-form form of the fields, checked by its resolver (the contract schema). */
  form: UseFormReturn<Values, unknown, Checked>;
  /** Saves the checked values; a refusal puts the server's messages under the fields and above. */
  onSave: (values: Checked) => Promise<void>;
  /** The general message of a failure that is not the server's refusal (e.g. the network). */
  failureText: string;
  saving: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The form's grid classes; one column unless given. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog holding one react-hook-form form: its fields, the refused save's general message, and
 * Cancel / Save in the footer.
 */
export function FormDialog<Values extends FieldValues, Checked>({
  open,
  onClose,
  title,
  size,
  returnFocus,
  form,
  onSave,
  failureText,
  saving,
  cancelLabel,
  submitLabel,
  className = 'grid gap-4',
  children,
}: FormDialogProps<Values, Checked>) {
  const formId = useId();
  const [formError, setFormError] = useState('');
  useEffect(() => {
    if (open) setFormError('');
  }, [open]);

  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<Values>[];
      applyFieldErrors(error, fields, (field, text) => form.setError(field, { message: text }));
      setFormError(isApiError(error) ? error.message : failureText);
    }
  });

  return (
    <Dialog
      returnFocus={returnFocus}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      size={size}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          setFormError('');
          void save(event);
        }}
        noValidate
        className={className}
      >
        {formError ? (
          <p
            role="alert"
            className="col-span-full rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm"
          >
            {formError}
          </p>
        ) : null}
        {children}
      </form>
    </Dialog>
  );
}
