import { clientStationInputSchema } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, Select, useToast } from '@/components/ui';
import { useAddStation } from '@/features/stations/api/client';
import { isApiError } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { useEspaces } from '@/lib/portal-api';
import { useMessage } from '@/lib/use-message';

const EMPTY = { reference: '', espace: '', adresse: '', date_installation: '' };

export interface AddStationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the Spaces section when the client has no space to pick yet. */
  onGoToSpaces: () => void;
}

/** 'Add Station': reference, espace (one of the client's spaces), adresse, date_installation. */
export function AddStationDialog({ open, onOpenChange, onGoToSpaces }: AddStationDialogProps) {
  const { t } = useTranslation('clientPortal');
  const message = useMessage();
  const toast = useToast();
  const add = useAddStation();
  const spaces = useEspaces(1, 500, '');
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setError(undefined);
      setFieldErrors({});
    }
    onOpenChange(next);
  };
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    if (!getToken('client')) {
      setError(message('portal.station.notAuthenticated'));
      return;
    }
    const parsed = clientStationInputSchema.safeParse(values);
    if (!parsed.success) {
      setError(message('portal.station.allRequired'));
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(parsed.data);
      toast.success(t('stations.added', { reference: parsed.data.reference }));
      close(false);
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors) setFieldErrors(failure.fieldErrors);
      setError(message('portal.station.addFailed'));
    }
  };

  const options = (spaces.data?.items ?? []).map((space) => ({
    value: String(space.id),
    label: `${space.nom} — ${space.ville}`,
  }));
  const noSpaces = spaces.isSuccess && options.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('stations.addTitle')}
      description={t('stations.addDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="add-station-form" loading={add.isPending} disabled={noSpaces}>
            {t('stations.addSubmit')}
          </Button>
        </>
      }
    >
      <form id="add-station-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {noSpaces ? (
          <div role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
            <p>{t('stations.needSpace')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => {
                close(false);
                onGoToSpaces();
              }}
            >
              {t('spaces.add')}
            </Button>
          </div>
        ) : null}
        <Field
          label={t('stations.reference')}
          required
          maxLength={60}
          value={values.reference}
          onChange={set('reference')}
          error={fieldErrors.reference}
        />
        <Select
          label={t('stations.espace')}
          required
          placeholder={t('stations.espacePlaceholder')}
          options={options}
          value={values.espace}
          onChange={set('espace')}
          error={fieldErrors.espace}
        />
        <Field
          label={t('stations.adresse')}
          required
          maxLength={250}
          autoComplete="street-address"
          value={values.adresse}
          onChange={set('adresse')}
        />
        <Field
          label={t('stations.dateInstallation')}
          type="date"
          required
          value={values.date_installation}
          onChange={set('date_installation')}
        />
        {error ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
          >
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
