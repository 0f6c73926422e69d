import { type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { EspacePicker } from '@/features/espaces';
import { type PlaceFormDialogProps, usePlaceForm } from '@/features/places/api/use-place-form';
import { useMessage } from '@/lib/use-message';

const valuesOf = (locker: AdminLocker | null) => ({
  numero: locker ? String(locker.numero) : '',
  reference: locker?.reference ?? '',
  espaceId: locker?.espaceId ?? null,
});

/** Add / edit a locker: its number, reference and public space. */
export function LockerFormDialog(props: PlaceFormDialogProps<AdminLocker>) {
  const { t } = useTranslation('lockers');
  const message = useMessage();
  const form = useForm({
    resolver: zodResolver(lockerInputSchema),
    defaultValues: valuesOf(null),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { editing, dialog } = usePlaceForm('lockers', props, form, valuesOf, (values) =>
    t('admin.created', { numero: values.numero }),
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
        error={message(errors.numero?.message)}
        {...form.register('numero')}
      />
      <Field
        label={t('admin.columns.reference')}
        required
        error={message(errors.reference?.message)}
        {...form.register('reference')}
      />
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
