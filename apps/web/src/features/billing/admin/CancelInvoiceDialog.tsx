import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, useToast } from '@/components/ui';
import { useCancelInvoice } from '@/features/billing/api/billing';
import type { InvoiceDialogProps } from '@/features/billing/shared/dialog-props';
import { errorText } from '@/lib/error-text';

/** Cancels an unpaid invoice with a credit note, after the reason is given. */
export function CancelInvoiceDialog({ invoice, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const cancel = useCancelInvoice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (invoice) {
      setReason('');
      setError(undefined);
    }
  }, [invoice]);

  const save = async () => {
    if (!invoice) return;
    try {
      const { creditNote } = await cancel.mutateAsync({ id: invoice.id, reason });
      toast.success(t('cancel.done', { number: invoice.number, creditNote: creditNote.number }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
    }
  };

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('cancel.title', { number: invoice?.number ?? '' })}
      description={t('cancel.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </DialogClose>
          <Button variant="danger" type="submit" form="billing-cancel" loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <form
        id="billing-cancel"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        <Field
          label={t('cancel.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
