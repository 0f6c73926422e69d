import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose, type DialogProps } from './Dialog';
import { FormFailure } from './FormFailure';

export interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  size?: DialogProps['size'];
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** Keeps the submit button disabled while the form cannot be sent (e.g. it is not valid yet). */
  submitDisabled?: boolean;
  /** The refused submit's message, announced under the fields. */
  failure?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The form's layout classes. */
  className: string;
  children: ReactNode;
}

/**
 * A popup that sends one form (the portal's "add" popups, the landing's quote and demo forms): a
 * description, the fields, the refused submit's alert under them, and Cancel / submit in the footer
 * (the submit button sends the form from outside it).
 */
export function SubmitDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  onSubmit,
  saving,
  submitDisabled,
  failure,
  cancelLabel,
  submitLabel,
  className,
  children,
}: SubmitDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
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
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        {children}
        <FormFailure className="col-span-full">{failure}</FormFailure>
      </form>
    </Dialog>
  );
}
