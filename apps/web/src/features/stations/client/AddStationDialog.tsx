import { clientStationInputSchema } from '@app/contracts/portal';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { SubmitDialog } from '@/components/ui/SubmitDialog';
import { useAddStation } from '@/features/stations/api/client';
import { getToken } from '@/lib/auth-storage';
import { applyFieldErrors } from '@/lib/form-failure';
import { useEspaces } from '@/lib/portal-api';
import { useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { reference: '', espace: '', adresse: '', date_installation: '' };
type Name = keyof typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as Name[];
/** The error type of a message the server sent for a field (the form's own check shows one alert). */
const FROM_SERVER = 'server';

export interface AddStationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the Spaces section when the client has no space to pick yet. */
  onGoToSpaces: () => void;
}

/** 'Add Station': reference, espace (one of the client's spaces), adresse, date_installation. */
export function AddStationDialog({ open, onOpenChange, onGoToSpaces }: AddStationDialogProps) {
  const { t } = useTranslation(['stations', 'espaces']);
  const message = useMessage();
  const toast = useToast();
  const add = useAddStation();
  const spaces = useEspaces(1, 500, '');
  const form = useForm({
    resolver: zodResolver(clientStationInputSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { failure, setFailure, close } = useAddDialog(() => form.reset(EMPTY), onOpenChange);
  const serverError = (name: Name) =>
    errors[name]?.type === FROM_SERVER ? message(errors[name].message) : undefined;

  const save = form.handleSubmit(
    async (input) => {
      setFailure(undefined);
      try {
        await add.mutateAsync(input);
        toast.success(t('client.added', { reference: input.reference }));
        close(false);
      } catch (error) {
        applyFieldErrors(error, FIELDS, (field, text) =>
          form.setError(field, { type: FROM_SERVER, message: text }),
        );
        setFailure(message('portal.station.addFailed'));
      }
    },
    () => setFailure(message('portal.station.allRequired')),
  );
  const submit = (event: FormEvent) => {
    if (getToken('client')) return void save(event);
    event.preventDefault();
    setFailure(message('portal.station.notAuthenticated'));
  };

  const options = (spaces.data?.items ?? []).map((space) => ({
    value: String(space.id),
    label: `${space.nom} — ${space.ville}`,
  }));
  const noSpaces = spaces.isSuccess && options.length === 0;

  return (
    <SubmitDialog
      open={open}
      onOpenChange={close}
      title={t('client.addTitle')}
      description={t('client.addDescription')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('client.addSubmit')}
      saving={add.isPending}
      submitDisabled={noSpaces}
      failure={failure}
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      {noSpaces ? (
        <div role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          <p>{t('client.needSpace')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => {
              close(false);
              onGoToSpaces();
            }}
          >
            {t('espaces:client.add')}
          </Button>
        </div>
      ) : null}
      <Field
        label={t('client.reference')}
        required
        maxLength={60}
        error={serverError('reference')}
        {...form.register('reference')}
      />
      <Select
        label={t('client.espace')}
        required
        placeholder={t('client.espacePlaceholder')}
        options={options}
        error={serverError('espace')}
        {...form.register('espace')}
      />
      <Field
        label={t('client.adresse')}
        required
        maxLength={250}
        autoComplete="street-address"
        error={serverError('adresse')}
        {...form.register('adresse')}
      />
      <Field
        label={t('client.dateInstallation')}
        type="date"
        required
        error={serverError('date_installation')}
        {...form.register('date_installation')}
      />
    </SubmitDialog>
  );
}
