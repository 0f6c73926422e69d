import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, type EspaceInput, espaceInputSchema } from '@app/contracts/places';
import type { AdminUser } from '@app/contracts/users';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useFormErrors } from '@/lib/form-errors';
import { useSavePlace } from '@/lib/places-api';

export interface EspaceFormDialogProps {
  /** null: closed; 'new': add; a row: edit. */
  target: AdminEspace | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

const empty = {
  nom: '',
  gouvernorat: '',
  ville: '',
  activite: '',
  clientId: null as number | null,
};

/** 'Add Espace' / edit a public space: Notre Espace, Gouvernorat, Ville, Secteur d'activité, Client. */
export function EspaceFormDialog({ target, onClose, returnFocus }: EspaceFormDialogProps) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const save = useSavePlace('espaces');
  const [values, setValues] = useState(empty);
  const [clientLabel, setClientLabel] = useState<string | null>(null);
  const { errors, formError, reset, submitValidated } = useFormErrors();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setValues(
      target === 'new'
        ? empty
        : {
            nom: target.nom,
            gouvernorat: target.gouvernorat,
            ville: target.ville,
            activite: target.activite,
            clientId: target.clientId,
          },
    );
    setClientLabel(target === 'new' ? null : target.client);
    reset();
  }, [target, reset]);

  const set =
    (field: 'nom' | 'gouvernorat' | 'ville' | 'activite') =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await submitValidated(espaceInputSchema, values, t('errors.save'), async () => {
      await save.mutateAsync({ id: editing?.id, values: values as EspaceInput });
      toast.success(editing ? t('espaces.saved') : t('espaces.created', { name: values.nom }));
      onClose();
    });
  }

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('espaces.editTitle') : t('espaces.addTitle')}
      onSubmit={submit}
      saving={save.isPending}
      formError={formError}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <Field
        label={t('espaces.columns.nom')}
        required
        value={values.nom}
        onChange={set('nom')}
        error={errors.nom}
      />
      <Select
        label={t('espaces.columns.gouvernorat')}
        required
        options={GOVERNORATES}
        placeholder={t('picker.choose', { ns: 'common' })}
        value={values.gouvernorat}
        onChange={set('gouvernorat')}
        error={errors.gouvernorat}
      />
      <Field
        label={t('espaces.columns.ville')}
        required
        value={values.ville}
        onChange={set('ville')}
        error={errors.ville}
      />
      <Field
        label={t('espaces.columns.activite')}
        required
        value={values.activite}
        onChange={set('activite')}
        error={errors.activite}
      />
      <RemoteSelect<AdminUser>
        label={t('espaces.columns.client')}
        path="/api/users"
        query={{ status: 'active' }}
        toOption={(user) => ({ value: user.id, label: `${user.companyName} — ${user.fullName}` })}
        value={values.clientId}
        currentLabel={clientLabel}
        onChange={(clientId) => setValues((current) => ({ ...current, clientId }))}
        noneLabel={t('espaces.noClient')}
        error={errors.clientId}
      />
    </FormDialog>
  );
}
