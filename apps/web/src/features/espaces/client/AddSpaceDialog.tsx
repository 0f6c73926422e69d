import { GOVERNORATES } from '@app/contracts/common';
import { clientEspaceInputSchema } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, Select, useToast } from '@/components/ui';
import { useAddEspace } from '@/features/espaces/api/client';
import { isApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';

const EMPTY = { nom: '', ville: '', gouvernorat: '', activite: '', stations: '0' };
type Name = keyof typeof EMPTY;

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
  const { t } = useTranslation('clientPortal');
  const message = useMessage();
  const toast = useToast();
  const add = useAddEspace();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [failure, setFailure] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setFailure(undefined);
    }
    onOpenChange(next);
  };
  const set = (name: Name) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // '' would coerce to 0: an emptied number field is a missing value, not zero.
    const parsed = clientEspaceInputSchema.safeParse({
      ...values,
      stations: values.stations.trim() === '' ? undefined : values.stations,
    });
    if (!parsed.success) {
      const next: Partial<Record<Name, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Name] ??= message(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const created = await add.mutateAsync(parsed.data);
      toast.success(t('spaces.added', { nom: created.nom }));
      onAdded();
      close(false);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setFailure(isApiError(error) ? error.message : t('spaces.addFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('spaces.addTitle')}
      description={t('spaces.addDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="add-space-form" loading={add.isPending}>
            {t('spaces.addSubmit')}
          </Button>
        </>
      }
    >
      <form id="add-space-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('spaces.nom')}
          required
          maxLength={120}
          value={values.nom}
          onChange={set('nom')}
          error={errors.nom}
        />
        <Field
          label={t('spaces.activite')}
          required
          maxLength={120}
          hint={t('spaces.activiteHint')}
          value={values.activite}
          onChange={set('activite')}
          error={errors.activite}
        />
        <Select
          label={t('spaces.gouvernorat')}
          required
          placeholder={t('spaces.gouvernoratPlaceholder')}
          options={GOVERNORATES}
          value={values.gouvernorat}
          onChange={set('gouvernorat')}
          error={errors.gouvernorat}
        />
        <Field
          label={t('spaces.ville')}
          required
          maxLength={120}
          value={values.ville}
          onChange={set('ville')}
          error={errors.ville}
        />
        <Field
          label={t('spaces.stations')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={values.stations}
          onChange={set('stations')}
          error={errors.stations}
        />
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm sm:col-span-2"
          >
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
