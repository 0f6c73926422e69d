import { GOVERNORATES } from '@app/contracts/common';
import { clientEspaceInputSchema } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useAddEspace } from '@/features/espaces/api/client';
import { type AddDialogProps, useAddDialog } from '@/lib/use-add-dialog';

const EMPTY = { nom: '', ville: '', gouvernorat: '', activite: '', stations: '0' };

/** Add a space: nom, ville, gouvernorat, activite required; stations a number ≥ 0. */
export function AddSpaceDialog(props: Required<AddDialogProps>) {
  const { t } = useTranslation('espaces');
  const add = useAddEspace();
  const { form, dialog } = useAddDialog('espaces', props, {
    schema: clientEspaceInputSchema,
    empty: EMPTY,
    add,
    addedText: (created) => t('client.added', { nom: created.nom }),
    failureText: t('client.addFailed'),
  });

  return (
    <FormDialog {...dialog} className="grid gap-4 sm:grid-cols-2">
      <Field label={t('client.nom')} required maxLength={120} {...form.field('nom')} />
      <Field
        label={t('client.activite')}
        required
        maxLength={120}
        hint={t('client.activiteHint')}
        {...form.field('activite')}
      />
      <Select
        label={t('client.gouvernorat')}
        required
        placeholder={t('client.gouvernoratPlaceholder')}
        options={GOVERNORATES}
        {...form.field('gouvernorat')}
      />
      <Field label={t('client.ville')} required maxLength={120} {...form.field('ville')} />
      <Field
        label={t('client.stations')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        {...form.field('stations')}
      />
    </FormDialog>
  );
}
