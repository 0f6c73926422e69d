import {
  type AdminEspace,
  type AdminStation,
  STATION_MODELS,
  STATION_STATUSES,
  stationInputSchema,
} from '@app/contracts/places';
import type { AdminUser } from '@app/contracts/users';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useFormErrors } from '@/lib/form-errors';
import { toIsoDate } from '@/lib/format';
import { useSavePlace } from '@/lib/places-api';

export interface StationFormDialogProps {
  target: AdminStation | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

type Values = {
  reference: string;
  espaceId: number | null;
  clientId: number | null;
  model: string;
  status: string;
  fabrication: string;
  entretien: string;
  finLocation: string;
};

const empty = (): Values => ({
  reference: '',
  espaceId: null,
  clientId: null,
  model: 'Nano Box',
  status: 'available',
  fabrication: toIsoDate(new Date()),
  entretien: '',
  finLocation: '',
});

/** 'Add Stations' / edit a station: its space, client, model, dates and status. */
export function StationFormDialog({ target, onClose, returnFocus }: StationFormDialogProps) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const save = useSavePlace('stations');
  const [values, setValues] = useState<Values>(empty);
  const [labels, setLabels] = useState<{ espace: string | null; client: string | null }>({
    espace: null,
    client: null,
  });
  const { errors, formError, reset, submitValidated } = useFormErrors();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    if (target === 'new') {
      setValues(empty());
      setLabels({ espace: null, client: null });
    } else {
      setValues({
        reference: target.reference,
        espaceId: target.espaceId,
        clientId: target.clientId,
        model: target.model,
        status: target.status,
        fabrication: target.fabrication ?? '',
        entretien: target.entretien ?? '',
        finLocation: target.finLocation ?? '',
      });
      setLabels({ espace: target.espacePublic, client: target.client });
    }
    reset();
  }, [target, reset]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...values, espaceId: values.espaceId ?? '' };
    await submitValidated(stationInputSchema, payload, t('errors.save'), async () => {
      await save.mutateAsync({ id: editing?.id, values: payload as never });
      toast.success(
        editing ? t('stations.saved') : t('stations.created', { reference: values.reference }),
      );
      onClose();
    });
  }

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('stations.editTitle') : t('stations.addTitle')}
      size="lg"
      onSubmit={submit}
      saving={save.isPending}
      formError={formError}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field
        label={t('stations.columns.reference')}
        required
        value={values.reference}
        onChange={set('reference')}
        error={errors.reference}
      />
      <Select
        label={t('stations.columns.model')}
        required
        options={STATION_MODELS}
        value={values.model}
        onChange={set('model')}
        error={errors.model}
      />
      <RemoteSelect<AdminEspace>
        label={t('stations.columns.espacePublic')}
        path="/api/admin/espaces"
        toOption={(espace) => ({ value: espace.id, label: `${espace.nom} — ${espace.ville}` })}
        value={values.espaceId}
        currentLabel={labels.espace}
        onChange={(espaceId) => setValues((current) => ({ ...current, espaceId }))}
        required
        error={errors.espaceId}
      />
      <RemoteSelect<AdminUser>
        label={t('stations.columns.client')}
        path="/api/users"
        query={{ status: 'active' }}
        toOption={(user) => ({ value: user.id, label: `${user.companyName} — ${user.fullName}` })}
        value={values.clientId}
        currentLabel={labels.client}
        onChange={(clientId) => setValues((current) => ({ ...current, clientId }))}
        noneLabel={t('stations.noClient')}
        error={errors.clientId}
      />
      <Select
        label={t('stations.columns.status')}
        required
        options={STATION_STATUSES.map((status) => ({
          value: status,
          label: t(`stations.status.${status}`),
        }))}
        value={values.status}
        onChange={set('status')}
        error={errors.status}
      />
      <Field
        label={t('stations.columns.fabrication')}
        type="date"
        required
        value={values.fabrication}
        onChange={set('fabrication')}
        error={errors.fabrication}
      />
      <Field
        label={t('stations.columns.entretien')}
        type="date"
        value={values.entretien}
        onChange={set('entretien')}
        error={errors.entretien}
      />
      <Field
        label={t('stations.columns.finLocation')}
        type="date"
        value={values.finLocation}
        onChange={set('finLocation')}
        error={errors.finLocation}
      />
    </FormDialog>
  );
}
