import { GOVERNORATES } from '@app/contracts/common';
import { clientEspaceInputSchema } from '@app/contracts/portal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useAddEspace } from '@/features/espaces/api/client';
import { type AddDialogProps, useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { nom: '', ville: '', gouvernorat: '', activite: '', stations: '0' };
const resolver = zodResolver(clientEspaceInputSchema);

/** Add a space: nom, ville, gouvernorat, activite required; stations a number ≥ 0. */
export function AddSpaceDialog(props: Required<AddDialogProps>) {
  const { t } = useTranslation('espaces');
  const message = useMessage();
  const add = useAddEspace();
  const { form, dialog } = useAddDialog('espaces', props, {
    resolver,
    empty: EMPTY,
    add,
    addedText: (created) => t('client.added', { nom: created.nom }),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      failureText={t('client.addFailed')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field
        label={t('client.nom')}
        required
        maxLength={120}
        error={message(errors.nom?.message)}
        {...form.register('nom')}
      />
      <Field
        label={t('client.activite')}
        required
        maxLength={120}
        hint={t('client.activiteHint')}
        error={message(errors.activite?.message)}
        {...form.register('activite')}
      />
      <Select
        label={t('client.gouvernorat')}
        required
        placeholder={t('client.gouvernoratPlaceholder')}
        options={GOVERNORATES}
        error={message(errors.gouvernorat?.message)}
        {...form.register('gouvernorat')}
      />
      <Field
        label={t('client.ville')}
        required
        maxLength={120}
        error={message(errors.ville?.message)}
        {...form.register('ville')}
      />
      <Field
        label={t('client.stations')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        error={message(errors.stations?.message)}
        {...form.register('stations')}
      />
    </FormDialog>
  );
}
