import {
  type Contract,
  contractRenewSchema,
  formatMillimes,
  parseTnd,
} from '@app/contracts/billing';
import { addDays } from '@app/contracts/sales';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useRenewContract } from '@/features/billing/api/billing';
import type { ContractDialogProps } from '@/features/billing/shared/dialog-props';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { useRowForm } from '@/lib/use-row-form';

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
export function RenewContractDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const renew = useRenewContract();
  const start = contract?.endDate ? addDays(contract.endDate, 1) : '';
  const form = useRowForm(contract, renewFormSchema, {
    defaultValues: valuesOf(null, lang),
    save: ({ id }, body) => renew.mutateAsync({ id, body }),
    savedText: () => t('contracts.renewed', { start: formatDate(start) }),
    onClose,
    failureText: t('errors.generic'),
  });

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
      values={contract ? valuesOf(contract, lang) : undefined}
      cancelLabel={t('actions.close')}
      submitLabel={t('contracts.renewAction')}
      backOffice
    >
      <Field
        label={t('contracts.end')}
        hint={t('contracts.endHint')}
        type="date"
        min={start || undefined}
        {...form.field('endDate')}
      />
      <Field
        label={t('contracts.fee')}
        hint={t('contracts.renewFeeHint')}
        inputMode="decimal"
        required
        {...form.field('monthlyFeeMillimes', { invalid: t('contracts.feeInvalid') })}
      />
    </FormDialog>
  );
}
