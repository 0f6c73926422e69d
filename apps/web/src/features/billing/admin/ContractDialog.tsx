import {
  type ContractInput,
  contractInputSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  parseTnd,
} from '@app/contracts/billing';
import type { AdminStation } from '@app/contracts/places';
import { adminStationRowSchema } from '@app/contracts/telemetry';
import { useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToast } from '@/components/ui';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { useCreateContract } from '@/features/billing/api/billing';
import { today } from '@/features/billing/shared/invoice-display';
import { ClientPicker } from '@/features/users';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import X from '~icons/lucide/x';
import { parseCommission } from './CommissionDialog';

/** A whole number of days typed by staff, else NaN (which the contract schema refuses). */
const wholeNumber = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The commission in basis points, null when left empty, else NaN (which the schema refuses). */
const commissionOrNaN = (text: string) => {
  const bp = parseCommission(text);
  return bp === undefined ? Number.NaN : bp;
};

/**
 * The form's fields as staff type them (the fee in dinars, the terms as text), turned into the
 * API body and checked with the server's own contract schema.
 */
const contractFormSchema = z
  .object({
    clientId: z.number().nullable(),
    stationIds: z.array(z.number()),
    startDate: z.string(),
    endDate: z.string(),
    monthlyFeeMillimes: z.string(),
    paymentTermsDays: z.string(),
    commissionBp: z.string(),
  })
  .transform(
    (values): ContractInput => ({
      ...values,
      clientId: values.clientId ?? 0,
      monthlyFeeMillimes: parseTnd(values.monthlyFeeMillimes) ?? Number.NaN,
      paymentTermsDays: wholeNumber(values.paymentTermsDays),
      commissionBp: commissionOrNaN(values.commissionBp),
    }),
  )
  .pipe(contractInputSchema);

type ContractFormValues = z.input<typeof contractFormSchema>;

const blank = (): ContractFormValues => ({
  clientId: null,
  stationIds: [] as number[],
  startDate: today(),
  endDate: '',
  monthlyFeeMillimes: '',
  paymentTermsDays: String(DEFAULT_PAYMENT_TERMS_DAYS),
  commissionBp: '',
});

/**
 * "Nouveau contrat": client, stations, start, optional end, monthly fee HT, payment terms, the venue
 * partner's commission.
 */
export function ContractDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const create = useCreateContract();
  const form = useSchemaForm(contractFormSchema, {
    defaultValues: blank(),
    onSave: async (body) => {
      await create.mutateAsync(body);
      toast.success(t('contracts.created'));
      onClose();
    },
    failureText: t('errors.generic'),
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('contracts.add')}
      size="lg"
      form={form}
      cancelLabel={t('actions.close')}
      submitLabel={t('contracts.save')}
      backOffice
    >
      <ClientPicker control={form.control} name="clientId" label={t('contracts.client')} required />
      <StationsPicker control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contracts.start')} type="date" required {...form.field('startDate')} />
        <Field
          label={t('contracts.end')}
          hint={t('contracts.endHint')}
          type="date"
          {...form.field('endDate')}
        />
        <Field
          label={t('contracts.fee')}
          hint={t('contracts.feeHint')}
          inputMode="decimal"
          required
          // The fee is typed in dinars: the schema's word (in millimes) is said the way staff type it.
          {...form.field('monthlyFeeMillimes', { invalid: t('contracts.feeInvalid') })}
        />
        <Field
          label={t('contracts.terms')}
          hint={t('contracts.termsHint')}
          inputMode="numeric"
          required
          {...form.field('paymentTermsDays')}
        />
        <Field
          label={t('commission.label')}
          hint={t('commission.hint')}
          inputMode="decimal"
          {...form.form.register('commissionBp')}
          error={form.errors.commissionBp ? t('commission.invalid') : undefined}
        />
      </div>
    </FormDialog>
  );
}

/** The contract's stations: picked one by one, listed as chips that can be removed. */
function StationsPicker({
  control,
}: {
  control: Control<ContractFormValues, unknown, z.output<typeof contractFormSchema>>;
}) {
  const { t } = useTranslation('billing');
  const message = useMessage();
  const references = useRef(new Map<number, string>());
  const { field, fieldState } = useController({ control, name: 'stationIds' });
  const ids = field.value;
  return (
    <div className="grid gap-2">
      <RemoteSelect<AdminStation>
        label={t('contracts.addStation')}
        path="/api/admin/stations"
        schema={adminStationRowSchema}
        toOption={(station) => {
          references.current.set(station.id, station.reference);
          return { value: station.id, label: station.reference };
        }}
        name={field.name}
        value={null}
        required
        error={message(fieldState.error?.message)}
        onChange={(id) => {
          if (id !== null && !ids.includes(id)) field.onChange([...ids, id]);
        }}
      />
      <ul aria-label={t('contracts.stations')} className="flex flex-wrap gap-2">
        {ids.map((id) => {
          const reference = references.current.get(id) ?? `#${id}`;
          return (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pr-1 pl-3 text-sm"
            >
              {reference}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-ink-200 focus-visible:outline-2"
                aria-label={t('contracts.removeStation', { reference })}
                onClick={() => field.onChange(ids.filter((other) => other !== id))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
