import {
  clientReclamationInputSchema,
  DESCRIPTION_MAX,
  RECLAMATION_CATEGORIES,
} from '@app/contracts/portal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Select, useToast } from '@/components/ui';
import { SubmitDialog } from '@/components/ui/SubmitDialog';
import { useAddReclamation } from '@/features/reclamations/api/client';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { categorie: '', description: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/** Add a reclamation (categorie, description); closing the popup clears it. */
export function AddReclamationDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('reclamations');
  const message = useMessage();
  const toast = useToast();
  const add = useAddReclamation();
  const form = useForm({
    resolver: zodResolver(clientReclamationInputSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { failure, setFailure, close } = useAddDialog(() => form.reset(EMPTY), onOpenChange);

  const save = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success(t('client.added'));
      onAdded();
      close(false);
    } catch (error) {
      applyFieldErrors(error, FIELDS, (field, text) => form.setError(field, { message: text }));
      setFailure(isApiError(error) ? error.message : t('client.addFailed'));
    }
  });

  return (
    <SubmitDialog
      open={open}
      onOpenChange={close}
      title={t('client.addTitle')}
      description={t('client.addDescription')}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('client.addSubmit')}
      saving={add.isPending}
      failure={failure}
      onSubmit={(event) => {
        setFailure(undefined);
        void save(event);
      }}
      className="flex flex-col gap-4"
    >
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
    </SubmitDialog>
  );
}
