import { type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { EspacePicker } from '@/features/espaces';
import { type PlaceFormDialogProps, usePlaceForm } from '@/features/places/api/use-place-form';

const valuesOf = (locker: AdminLocker | null) => ({
  numero: locker ? String(locker.numero) : '',
  reference: locker?.reference ?? '',
  espaceId: locker?.espaceId ?? null,
});

/** Add / edit a locker: its number, reference and public space. */
export function LockerFormDialog(props: PlaceFormDialogProps<AdminLocker>) {
  const { t } = useTranslation('lockers');
  const { form, editing, dialog } = usePlaceForm(
    'lockers',
    props,
    lockerInputSchema,
    valuesOf,
    (values) => t('admin.created', { numero: values.numero }),
  );

  return (
    <FormDialog {...dialog}>
      <Field
        label={t('admin.columns.numero')}
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        required
        {...form.field('numero')}
      />
      <Field label={t('admin.columns.reference')} required {...form.field('reference')} />
      <EspacePicker
        control={form.control}
        name="espaceId"
        label={t('admin.columns.espacePublic')}
        currentLabel={editing?.espacePublic ?? null}
        required
      />
    </FormDialog>
  );
}
