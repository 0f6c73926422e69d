import {
  clientReclamationInputSchema,
  DESCRIPTION_MAX,
  RECLAMATION_CATEGORIES,
} from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, Select, useToast } from '@/components/ui';
import { useAddReclamation } from '@/features/reclamations/api/client';
import { isApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

const EMPTY = { categorie: '', description: '' };

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
  const { t } = useTranslation('clientPortal');
  const message = useMessage();
  const toast = useToast();
  const add = useAddReclamation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setFailure(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = clientReclamationInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??= message(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      toast.success(t('reclamations.added'));
      onAdded();
      close(false);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setFailure(isApiError(error) ? error.message : t('reclamations.addFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('reclamations.addTitle')}
      description={t('reclamations.addDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="add-reclamation-form" loading={add.isPending}>
            {t('reclamations.addSubmit')}
          </Button>
        </>
      }
    >
      <form id="add-reclamation-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Select
          label={t('reclamations.categorie')}
          required
          placeholder={t('reclamations.categoriePlaceholder')}
          options={RECLAMATION_CATEGORIES.map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
          value={values.categorie}
          onChange={(event) => setValues((v) => ({ ...v, categorie: event.target.value }))}
          error={errors.categorie}
        />
        <Field
          multiline
          rows={5}
          label={t('reclamations.description')}
          required
          maxLength={DESCRIPTION_MAX}
          hint={t('reclamations.descriptionHint', {
            count: values.description.length,
            max: DESCRIPTION_MAX,
          })}
          value={values.description}
          onChange={(event) => setValues((v) => ({ ...v, description: event.target.value }))}
          error={errors.description}
        />
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
          >
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
