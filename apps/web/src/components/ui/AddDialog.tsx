import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface AddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** Keeps Add disabled while the form cannot be sent (e.g. nothing to attach the item to). */
  submitDisabled?: boolean;
  /** The refused add's message, announced under the fields. */
  failure?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The form's layout classes. */
  className: string;
  children: ReactNode;
}

/**
 * The client portal's "add" popup: a description, the form's fields, the refused add's alert under
 * them, and Cancel / Add in the footer (Add submits the form from outside it).
 */
export function AddDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  saving,
  submitDisabled,
  failure,
  cancelLabel,
  submitLabel,
  className,
  children,
}: AddDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
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
        {failure ? (
          <p
            role="alert"
            className="col-span-full rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
          >
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
