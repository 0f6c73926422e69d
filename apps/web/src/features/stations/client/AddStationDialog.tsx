import { clientStationInputSchema } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useEspaces } from '@/features/espaces/api/client';
import { useAddStation } from '@/features/stations/api/client';
import { getToken } from '@/lib/auth-storage';
import { SERVER_ERROR } from '@/lib/form-failure';
import { type AddDialogProps, useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { reference: '', espace: '', adresse: '', date_installation: '' };
type Name = keyof typeof EMPTY;
const ALL_REQUIRED = 'portal.station.allRequired';

export interface AddStationDialogProps extends Omit<AddDialogProps, 'onAdded'> {
  /** Opens the Spaces section when the client has no space to pick yet. */
  onGoToSpaces: () => void;
}

/** 'Add Station': reference, espace (one of the client's spaces), adresse, date_installation. */
export function AddStationDialog({ onGoToSpaces, ...props }: AddStationDialogProps) {
  const { t } = useTranslation(['stations', 'espaces']);
  const message = useMessage();
  const add = useAddStation();
  const spaces = useEspaces(1, 500, '');
  const { form, close, dialog } = useAddDialog('stations', props, {
    schema: clientStationInputSchema,
    empty: EMPTY,
    add,
    addedText: (_created, input) => t('client.added', { reference: input.reference }),
    failureText: () => message('portal.station.addFailed'),
    invalidText: message(ALL_REQUIRED),
    refusal: () => (getToken('client') ? undefined : message('portal.station.notAuthenticated')),
  });
  // The form's own check says 'Tous les champs sont requis' once, in the alert, and
  // marks each field it refused ("Ce champ est requis."); the server's messages go under theirs.
  const fieldError = (name: Name) => {
    const error = form.errors[name];
    if (!error) return undefined;
    if (error.type !== SERVER_ERROR && error.message === ALL_REQUIRED) {
      return message('validation.required');
    }
    return message(error.message);
  };

  const options = (spaces.data?.items ?? []).map((space) => ({
    value: String(space.id),
    label: `${space.nom} — ${space.ville}`,
  }));
  const noSpaces = spaces.isSuccess && options.length === 0;

  return (
    <FormDialog {...dialog} submitDisabled={noSpaces} className="flex flex-col gap-4">
      {noSpaces ? (
        <div role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          <p>{t('client.needSpace')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => {
              close();
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
        error={fieldError('reference')}
        {...form.form.register('reference')}
      />
      <Select
        label={t('client.espace')}
        required
        placeholder={t('client.espacePlaceholder')}
        options={options}
        error={fieldError('espace')}
        {...form.form.register('espace')}
      />
      <Field
        label={t('client.adresse')}
        required
        maxLength={250}
        autoComplete="street-address"
        error={fieldError('adresse')}
        {...form.form.register('adresse')}
      />
      <Field
        label={t('client.dateInstallation')}
        type="date"
        required
        error={fieldError('date_installation')}
        {...form.form.register('date_installation')}
      />
    </FormDialog>
  );
}
