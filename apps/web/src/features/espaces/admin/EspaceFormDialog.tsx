import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, espaceInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '@/components/AdminPickers';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useSavePlace } from '@/lib/places-api';
import { useMessage } from '@/lib/use-message';

export interface EspaceFormDialogProps {
  /** null: closed; 'new': add; a row: edit. */
  target: AdminEspace | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

const valuesOf = (espace: AdminEspace | null) => ({
  nom: espace?.nom ?? '',
  gouvernorat: espace?.gouvernorat ?? '',
  ville: espace?.ville ?? '',
  activite: espace?.activite ?? '',
  clientId: espace?.clientId ?? null,
});

/** 'Add Espace' / edit a public space: Notre Espace, Gouvernorat, Ville, Secteur d'activité, Client. */
export function EspaceFormDialog({ target, onClose, returnFocus }: EspaceFormDialogProps) {
  const { t } = useTranslation('espaces');
  const message = useMessage();
  const toast = useToast();
  const save = useSavePlace('espaces');
  const form = useForm({
    resolver: zodResolver(espaceInputSchema),
    defaultValues: valuesOf(null),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target !== null) form.reset(valuesOf(target === 'new' ? null : target));
  }, [target, form]);

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('admin.editTitle') : t('admin.addTitle')}
      form={form}
      onSave={async (values) => {
        await save.mutateAsync({ id: editing?.id, values });
        toast.success(editing ? t('admin.saved') : t('admin.created', { name: values.nom }));
        onClose();
      }}
      failureText={t('errors.save')}
      saving={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
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
