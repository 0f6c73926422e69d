import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, espaceInputSchema } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { type PlaceFormDialogProps, usePlaceForm } from '@/features/places/api/use-place-form';
import { ClientPicker } from '@/features/users';

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
  const { form, editing, dialog } = usePlaceForm(
    'espaces',
    props,
    espaceInputSchema,
    valuesOf,
    (values) => t('admin.created', { name: values.nom }),
  );

  return (
    <FormDialog {...dialog}>
      <Field label={t('admin.columns.nom')} required {...form.field('nom')} />
      <Select
        label={t('admin.columns.gouvernorat')}
        required
        options={GOVERNORATES}
        placeholder={t('picker.choose', { ns: 'common' })}
        {...form.field('gouvernorat')}
      />
      <Field label={t('admin.columns.ville')} required {...form.field('ville')} />
      <Field label={t('admin.columns.activite')} required {...form.field('activite')} />
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
