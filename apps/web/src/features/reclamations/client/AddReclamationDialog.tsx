import {
  clientReclamationInputSchema,
  DESCRIPTION_MAX,
  RECLAMATION_CATEGORIES,
} from '@app/contracts/portal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useAddReclamation } from '@/features/reclamations/api/client';
import { type AddDialogProps, useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { categorie: '', description: '' };
const resolver = zodResolver(clientReclamationInputSchema);

/** Add a reclamation (categorie, description); closing the popup clears it. */
export function AddReclamationDialog(props: Required<AddDialogProps>) {
  const { t } = useTranslation('reclamations');
  const message = useMessage();
  const add = useAddReclamation();
  const { form, dialog } = useAddDialog('reclamations', props, {
    resolver,
    empty: EMPTY,
    add,
    addedText: () => t('client.added'),
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialog} failureText={t('client.addFailed')} className="flex flex-col gap-4">
      <Select
        label={t('client.categorie')}
        required
        placeholder={t('client.categoriePlaceholder')}
        options={RECLAMATION_CATEGORIES.map((value) => ({
          value,
          label: t(`categories.${value}`),
        }))}
        error={message(errors.categorie?.message)}
        {...form.register('categorie')}
      />
      <Field
        multiline
        rows={5}
        label={t('client.description')}
        required
        maxLength={DESCRIPTION_MAX}
        hint={t('client.descriptionHint', {
          count: form.watch('description').length,
          max: DESCRIPTION_MAX,
        })}
        error={message(errors.description?.message)}
        {...form.register('description')}
      />
    </FormDialog>
  );
}
