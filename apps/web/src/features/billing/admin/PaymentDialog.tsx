import { type Invoice, parseTnd, STAFF_PAYMENT_METHODS } from '@app/contracts/billing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, Select, useToast } from '@/components/ui';
import { useRecordPayment } from '@/features/billing/api/billing';
import { isApiError } from '@/lib/api-client';
import { money, today } from './shared';

/** Records a payment on an invoice: amount in TND, method, date, reference. */
export function PaymentDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const toast = useToast();
  const record = useRecordPayment();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<(typeof STAFF_PAYMENT_METHODS)[number]>('transfer');
  const [paidAt, setPaidAt] = useState(today());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!invoice) return;
    setAmount(money(invoice.dueMillimes, lang).replace(' TND', ''));
    setMethod('transfer');
    setPaidAt(today());
    setReference('');
    setError(undefined);
  }, [invoice, lang]);

  const save = async () => {
    if (!invoice) return;
    const amountMillimes = parseTnd(amount);
    if (amountMillimes === undefined || amountMillimes <= 0) {
      setError(t('payment.amountInvalid'));
      return;
    }
    try {
      await record.mutateAsync({
        id: invoice.id,
        body: { amountMillimes, method, paidAt, reference },
      });
      toast.success(t('payment.recorded', { number: invoice.number }));
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.generic'));
    }
  };

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('payment.title', { number: invoice?.number ?? '' })}
      description={
        invoice ? t('payment.description', { due: money(invoice.dueMillimes, lang) }) : undefined
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </DialogClose>
          <Button type="submit" form="billing-payment" loading={record.isPending}>
            {t('payment.save')}
          </Button>
        </>
      }
    >
      <form
        id="billing-payment"
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
          label={t('payment.amount')}
          hint={t('payment.amountHint')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Select
          label={t('payment.method')}
          value={method}
          onChange={(event) =>
            setMethod(event.target.value as (typeof STAFF_PAYMENT_METHODS)[number])
          }
          options={STAFF_PAYMENT_METHODS.map((value) => ({
            value,
            label: t(`method.${value}`),
          }))}
        />
        <Field
          label={t('payment.paidAt')}
          type="date"
          required
          max={today()}
          value={paidAt}
          onChange={(event) => setPaidAt(event.target.value)}
        />
        <Field
          label={t('payment.reference')}
          maxLength={120}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
