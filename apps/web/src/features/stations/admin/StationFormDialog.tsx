import {
  type AdminEspace,
  type AdminStation,
  STATION_MODELS,
  STATION_STATUSES,
  stationInputSchema,
} from '@app/contracts/places';
import type { AdminUser } from '@app/contracts/users';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { type FieldErrors, validateWith } from '@/lib/form-errors';
import { errorsFromApi } from '@/lib/form-failure';
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
  const formId = useId();
  const save = useSavePlace('stations');
  const [values, setValues] = useState<Values>(empty);
  const [labels, setLabels] = useState<{ espace: string | null; client: string | null }>({
    espace: null,
    client: null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
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
    setErrors({});
    setFormError('');
  }, [target]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...values, espaceId: values.espaceId ?? '' };
    const invalid = validateWith(stationInputSchema, payload);
    setErrors(invalid ?? {});
    setFormError('');
    if (invalid) return;
    try {
      await save.mutateAsync({ id: editing?.id, values: payload as never });
      toast.success(
        editing ? t('stations.saved') : t('stations.created', { reference: values.reference }),
      );
      onClose();
    } catch (error) {
      const { fields, message } = errorsFromApi(error, t('errors.save'));
      setErrors(fields);
      setFormError(message);
    }
  }

  return (
    <Dialog
      returnFocus={returnFocus}
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('stations.editTitle') : t('stations.addTitle')}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {formError ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm sm:col-span-2"
          >
            {formError}
          </p>
        ) : null}
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
      </form>
    </Dialog>
  );
}
