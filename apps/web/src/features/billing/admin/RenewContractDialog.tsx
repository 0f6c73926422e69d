import {
  type Contract,
  contractRenewSchema,
  formatMillimes,
  parseTnd,
} from '@app/contracts/billing';
import { addDays } from '@app/contracts/sales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useRenewContract } from '@/features/billing/api/billing';
import { SERVER_ERROR } from '@/lib/form-failure';
import { formatDate } from '@/lib/format';
import { useMessage } from '@/lib/use-message';

/** The fee in dinars as staff type it, turned into the renew body and checked by its schema. */
const renewFormSchema = z
  .object({ endDate: z.string(), monthlyFeeMillimes: z.string() })
  .transform(
    ({ endDate, monthlyFeeMillimes }): z.input<typeof contractRenewSchema> => ({
      endDate: endDate || null,
      monthlyFeeMillimes: parseTnd(monthlyFeeMillimes) ?? Number.NaN,
    }),
  )
  .pipe(contractRenewSchema);

const valuesOf = (contract: Contract | null, language: 'fr' | 'en') => ({
  endDate: '',
  monthlyFeeMillimes: contract
    ? formatMillimes(contract.monthlyFeeMillimes, language).replace(/\s*TND$/, '')
    : '',
});

/**
 * "Renouveler": a new contract for the same client and stations from the day after this one ends,
 * with its own end date (or none) and monthly fee (this one's unless changed).
 */
export function RenewContractDialog({
  contract,
  onClose,
}: {
  contract: Contract | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const message = useMessage();
  const toast = useToast();
  const renew = useRenewContract();
  const form = useForm({
    resolver: zodResolver(renewFormSchema),
    defaultValues: valuesOf(null, lang),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (contract) form.reset(valuesOf(contract, lang));
  }, [contract, form, lang]);
  const start = contract?.endDate ? addDays(contract.endDate, 1) : '';
  const feeError = errors.monthlyFeeMillimes;
  const feeMessage =
    feeError?.type === SERVER_ERROR ? feeError.message : feeError ? t('contracts.feeInvalid') : '';

  return (
    <FormDialog
      open={contract !== null}
      onClose={onClose}
      title={t('contracts.renewTitle', { client: contract?.client ?? '' })}
      description={
        contract
          ? t('contracts.renewDescription', {
              stations: contract.stations.map((s) => s.reference).join(', '),
              start: formatDate(start),
            })
          : undefined
      }
      form={form}
      onSave={async (body) => {
        if (!contract) return;
        await renew.mutateAsync({ id: contract.id, body });
        toast.success(t('contracts.renewed', { start: formatDate(start) }));
        onClose();
      }}
      failureText={t('errors.generic')}
      saving={renew.isPending}
      cancelLabel={t('actions.close')}
      submitLabel={t('contracts.renewAction')}
      backOffice
    >
      <Field
        label={t('contracts.end')}
        hint={t('contracts.endHint')}
        type="date"
        min={start || undefined}
        error={message(errors.endDate?.message)}
        {...form.register('endDate')}
      />
      <Field
        label={t('contracts.fee')}
        hint={t('contracts.renewFeeHint')}
        inputMode="decimal"
        required
        error={feeMessage || undefined}
        {...form.register('monthlyFeeMillimes')}
      />
    </FormDialog>
  );
}
