import {
  formatMillimes,
  type Invoice,
  type PaymentInput,
  parseTnd,
  paymentInputSchema,
  STAFF_PAYMENT_METHODS,
} from '@app/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useRecordPayment } from '@/features/billing/api/billing';
import { today } from '@/features/billing/shared/invoice-display';
import { SERVER_ERROR } from '@/lib/form-failure';
import { useMessage } from '@/lib/use-message';

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
export function PaymentDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const message = useMessage();
  const toast = useToast();
  const record = useRecordPayment();
  const form = useForm({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: valuesOf(null, lang),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (invoice) form.reset(valuesOf(invoice, lang));
  }, [invoice, form, lang]);
  const amountError = errors.amountMillimes;
  const amountMessage =
    amountError?.type === SERVER_ERROR
      ? amountError.message
      : amountError
        ? t('payment.amountInvalid')
        : '';

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
      onSave={async (body) => {
        if (!invoice) return;
        await record.mutateAsync({ id: invoice.id, body });
        toast.success(t('payment.recorded', { number: invoice.number }));
        onClose();
      }}
      failureText={t('errors.generic')}
      saving={record.isPending}
      cancelLabel={t('actions.close')}
      submitLabel={t('payment.save')}
      backOffice
    >
      <Field
        label={t('payment.amount')}
        hint={t('payment.amountHint')}
        inputMode="decimal"
        required
        error={amountMessage || undefined}
        {...form.register('amountMillimes')}
      />
      <Select
        label={t('payment.method')}
        required
        options={STAFF_PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
        error={message(errors.method?.message)}
        {...form.register('method')}
      />
      <Field
        label={t('payment.paidAt')}
        type="date"
        required
        max={today()}
        error={message(errors.paidAt?.message)}
        {...form.register('paidAt')}
      />
      <Field
        label={t('payment.reference')}
        maxLength={120}
        error={message(errors.reference?.message)}
        {...form.register('reference')}
      />
    </FormDialog>
  );
}
