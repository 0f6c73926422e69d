import { type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { EspacePicker } from '@/components/AdminPickers';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useMessage } from '@/lib/use-message';
import { type PlaceFormDialogProps, usePlaceFormDialog } from '@/lib/use-place-form-dialog';

const resolver = zodResolver(lockerInputSchema);

const valuesOf = (locker: AdminLocker | null) => ({
  numero: locker ? String(locker.numero) : '',
  reference: locker?.reference ?? '',
  espaceId: locker?.espaceId ?? null,
});

/** Add / edit a locker: its number, reference and public space. */
export function LockerFormDialog(props: PlaceFormDialogProps<'lockers'>) {
  const { t } = useTranslation('backofficeLists');
  const message = useMessage();
  const { form, editing, dialog } = usePlaceFormDialog('lockers', props, {
    resolver,
    valuesOf,
    createdText: (values) => t('lockers.created', { numero: values.numero }),
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialog}>
      <Field
        label={t('lockers.columns.numero')}
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        required
        error={message(errors.numero?.message)}
        {...form.register('numero')}
      />
      <Field
        label={t('lockers.columns.reference')}
        required
        error={message(errors.reference?.message)}
        {...form.register('reference')}
      />
      <EspacePicker
        control={form.control}
        name="espaceId"
        label={t('lockers.columns.espacePublic')}
        currentLabel={editing?.espacePublic ?? null}
        required
      />
    </FormDialog>
  );
}
