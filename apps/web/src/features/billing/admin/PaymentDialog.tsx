import {
  formatMillimes,
  type Invoice,
  type PaymentInput,
  parseTnd,
  paymentInputSchema,
  STAFF_PAYMENT_METHODS,
} from '@app/contracts/billing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useRecordPayment } from '@/features/billing/api/billing';
import type { InvoiceDialogProps } from '@/features/billing/shared/dialog-props';
import { today } from '@/features/billing/shared/invoice-display';
import { useLang } from '@/lib/i18n';
import { useRowForm } from '@/lib/use-row-form';

/** The amount in dinars as staff type it, turned into the API body and checked by its schema. */
const paymentFormSchema = z
  .object({
    amountMillimes: z.string(),
    method: z.enum(STAFF_PAYMENT_METHODS),
    paidAt: z.string(),
    reference: z.string(),
  })
  .transform(
    (values): PaymentInput => ({
      ...values,
      amountMillimes: parseTnd(values.amountMillimes) ?? Number.NaN,
    }),
  )
  .pipe(paymentInputSchema);

const valuesOf = (invoice: Invoice | null, language: 'fr' | 'en') => ({
  amountMillimes: invoice
    ? formatMillimes(invoice.dueMillimes, language).replace(/\s*TND$/, '')
    : '',
  method: 'transfer' as const,
  paidAt: today(),
  reference: '',
});

/** Records a payment on an invoice: amount in TND (what is due unless changed), method, date, reference. */
export function PaymentDialog({ invoice, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const record = useRecordPayment();
  const form = useRowForm(invoice, paymentFormSchema, {
    defaultValues: valuesOf(null, lang),
    save: ({ id }, body) => record.mutateAsync({ id, body }),
    savedText: ({ number }) => t('payment.recorded', { number }),
    onClose,
    failureText: t('errors.generic'),
  });

  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      title={t('payment.title', { number: invoice?.number ?? '' })}
      description={
        invoice
          ? t('payment.description', { due: formatMillimes(invoice.dueMillimes, lang) })
          : undefined
      }
      form={form}
      values={invoice ? valuesOf(invoice, lang) : undefined}
      cancelLabel={t('actions.close')}
      submitLabel={t('payment.save')}
      backOffice
    >
      <Field
        label={t('payment.amount')}
        hint={t('payment.amountHint')}
        inputMode="decimal"
        required
        {...form.field('amountMillimes', { invalid: t('payment.amountInvalid') })}
      />
      <Select
        label={t('payment.method')}
        required
        options={STAFF_PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
        {...form.field('method')}
      />
      <Field
        label={t('payment.paidAt')}
        type="date"
        required
        max={today()}
        {...form.field('paidAt')}
      />
      <Field label={t('payment.reference')} maxLength={120} {...form.field('reference')} />
    </FormDialog>
  );
}
