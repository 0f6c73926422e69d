import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, espaceInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '@/components/AdminPickers';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useMessage } from '@/lib/use-message';
import { type PlaceFormDialogProps, usePlaceFormDialog } from '@/lib/use-place-form-dialog';

const resolver = zodResolver(espaceInputSchema);

const valuesOf = (espace: AdminEspace | null) => ({
  nom: espace?.nom ?? '',
  gouvernorat: espace?.gouvernorat ?? '',
  ville: espace?.ville ?? '',
  activite: espace?.activite ?? '',
  clientId: espace?.clientId ?? null,
});

/** 'Add Espace' / edit a public space: Notre Espace, Gouvernorat, Ville, Secteur d'activité, Client. */
export function EspaceFormDialog(props: PlaceFormDialogProps<'espaces'>) {
  const { t } = useTranslation('backofficeLists');
  const message = useMessage();
  const { form, editing, dialog } = usePlaceFormDialog('espaces', props, {
    resolver,
    valuesOf,
    createdText: (values) => t('espaces.created', { name: values.nom }),
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialog}>
      <Field
        label={t('espaces.columns.nom')}
        required
        error={message(errors.nom?.message)}
        {...form.register('nom')}
      />
      <Select
        label={t('espaces.columns.gouvernorat')}
        required
        options={GOVERNORATES}
        placeholder={t('picker.choose', { ns: 'common' })}
        error={message(errors.gouvernorat?.message)}
        {...form.register('gouvernorat')}
      />
      <Field
        label={t('espaces.columns.ville')}
        required
        error={message(errors.ville?.message)}
        {...form.register('ville')}
      />
      <Field
        label={t('espaces.columns.activite')}
        required
        error={message(errors.activite?.message)}
        {...form.register('activite')}
      />
      <ClientPicker
        control={form.control}
        name="clientId"
        label={t('espaces.columns.client')}
        currentLabel={editing?.client ?? null}
        noneLabel={t('espaces.noClient')}
      />
    </FormDialog>
  );
}
