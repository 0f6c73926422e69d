import {
  clientReclamationInputSchema,
  DESCRIPTION_MAX,
  RECLAMATION_CATEGORIES,
} from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useAddReclamation } from '@/features/reclamations/api/client';
import { type AddDialogProps, useAddDialog } from '@/lib/use-add-dialog';

const EMPTY = { categorie: '', description: '' };

/** Add a reclamation (categorie, description); closing the popup clears it. */
export function AddReclamationDialog(props: Required<AddDialogProps>) {
  const { t } = useTranslation('reclamations');
  const add = useAddReclamation();
  const { form, dialog } = useAddDialog('reclamations', props, {
    schema: clientReclamationInputSchema,
    empty: EMPTY,
    add,
    addedText: () => t('client.added'),
    failureText: t('client.addFailed'),
  });

  return (
    <FormDialog {...dialog} className="flex flex-col gap-4">
      <Select
        label={t('client.categorie')}
        required
        placeholder={t('client.categoriePlaceholder')}
        options={RECLAMATION_CATEGORIES.map((value) => ({
          value,
          label: t(`categories.${value}`),
        }))}
        {...form.field('categorie')}
      />
      <Field
        multiline
        rows={5}
        label={t('client.description')}
        required
        maxLength={DESCRIPTION_MAX}
        hint={t('client.descriptionHint', {
          count: form.form.watch('description').length,
          max: DESCRIPTION_MAX,
        })}
        {...form.field('description')}
      />
    </FormDialog>
  );
}
