import { GOVERNORATES } from '@app/contracts/common';
import { clientEspaceInputSchema } from '@app/contracts/portal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Select, useToast } from '@/components/ui';
import { SubmitDialog } from '@/components/ui/SubmitDialog';
import { useAddEspace } from '@/features/espaces/api/client';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { useAddDialog } from '@/lib/use-add-dialog';
import { useMessage } from '@/lib/use-message';

const EMPTY = { nom: '', ville: '', gouvernorat: '', activite: '', stations: '0' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/** Add a space: nom, ville, gouvernorat, activite required; stations a number ≥ 0. */
export function AddSpaceDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('espaces');
  const message = useMessage();
  const toast = useToast();
  const add = useAddEspace();
  const form = useForm({
    resolver: zodResolver(clientEspaceInputSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { failure, setFailure, close } = useAddDialog(() => form.reset(EMPTY), onOpenChange);

  const save = form.handleSubmit(async (input) => {
    try {
      const created = await add.mutateAsync(input);
      toast.success(t('client.added', { nom: created.nom }));
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
    </SubmitDialog>
  );
}
