import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: DialogProps['size'];
  returnFocus?: DialogProps['returnFocus'];
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** The refused save's general message, shown above the fields. */
  formError?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The form's grid classes; one column unless given. */
  className?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields, a general error, and Cancel / Save in the footer. */
export function FormDialog({
  open,
  onClose,
  title,
  size,
  returnFocus,
  onSubmit,
  saving,
  formError,
  cancelLabel,
  submitLabel,
  className = 'grid gap-4',
  children,
}: FormDialogProps) {
  const formId = useId();
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
      <form id={formId} onSubmit={onSubmit} noValidate className={className}>
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
