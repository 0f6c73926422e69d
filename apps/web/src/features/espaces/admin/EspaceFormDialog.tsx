import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, espaceInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { type PlaceFormDialogProps, usePlaceForm } from '@/features/places/api/use-place-form';
import { ClientPicker } from '@/features/users';
import { useMessage } from '@/lib/use-message';

const valuesOf = (espace: AdminEspace | null) => ({
  nom: espace?.nom ?? '',
  gouvernorat: espace?.gouvernorat ?? '',
  ville: espace?.ville ?? '',
  activite: espace?.activite ?? '',
  clientId: espace?.clientId ?? null,
});

/** 'Add Espace' / edit a public space: Notre Espace, Gouvernorat, Ville, Secteur d'activité, Client. */
export function EspaceFormDialog(props: PlaceFormDialogProps<AdminEspace>) {
  const { t } = useTranslation('espaces');
  const message = useMessage();
  const form = useForm({
    resolver: zodResolver(espaceInputSchema),
    defaultValues: valuesOf(null),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { editing, dialog } = usePlaceForm('espaces', props, form, valuesOf, (values) =>
    t('admin.created', { name: values.nom }),
  );

  return (
    <FormDialog {...dialog}>
      <Field
        label={t('admin.columns.nom')}
        required
        error={message(errors.nom?.message)}
        {...form.register('nom')}
      />
      <Select
        label={t('admin.columns.gouvernorat')}
        required
        options={GOVERNORATES}
        placeholder={t('picker.choose', { ns: 'common' })}
        error={message(errors.gouvernorat?.message)}
        {...form.register('gouvernorat')}
      />
      <Field
        label={t('admin.columns.ville')}
        required
        error={message(errors.ville?.message)}
        {...form.register('ville')}
      />
      <Field
        label={t('admin.columns.activite')}
        required
        error={message(errors.activite?.message)}
        {...form.register('activite')}
      />
      <ClientPicker
        control={form.control}
        name="clientId"
        label={t('admin.columns.client')}
        currentLabel={editing?.client ?? null}
        noneLabel={t('admin.noClient')}
      />
    </FormDialog>
  );
}
