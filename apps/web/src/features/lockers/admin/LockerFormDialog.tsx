import { type AdminEspace, type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { useToast } from '@/components/ui/Toast';
import { type FieldErrors, validateWith } from '@/lib/form-errors';
import { errorsFromApi } from '@/lib/form-failure';
import { useSavePlace } from '@/lib/places-api';

export interface LockerFormDialogProps {
  target: AdminLocker | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Add / edit a locker: its number, reference and public space. */
export function LockerFormDialog({ target, onClose, returnFocus }: LockerFormDialogProps) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const formId = useId();
  const save = useSavePlace('lockers');
  const [values, setValues] = useState({
    numero: '',
    reference: '',
    espaceId: null as number | null,
  });
  const [espaceLabel, setEspaceLabel] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setValues(
      target === 'new'
        ? { numero: '', reference: '', espaceId: null }
        : { numero: String(target.numero), reference: target.reference, espaceId: target.espaceId },
    );
    setEspaceLabel(target === 'new' ? null : target.espacePublic);
    setErrors({});
    setFormError('');
  }, [target]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...values, espaceId: values.espaceId ?? '' };
    const invalid = validateWith(lockerInputSchema, payload);
    setErrors(invalid ?? {});
    setFormError('');
    if (invalid) return;
    try {
      await save.mutateAsync({ id: editing?.id, values: payload as never });
      toast.success(editing ? t('lockers.saved') : t('lockers.created', { numero: values.numero }));
      onClose();
    } catch (error) {
      const { fields, message } = errorsFromApi(error, t('errors.save'));
      setErrors(fields);
      setFormError(message);
    }
  }

  return (
    <Dialog
      returnFocus={returnFocus}
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('lockers.editTitle') : t('lockers.addTitle')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        {formError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
            {formError}
          </p>
        ) : null}
        <Field
          label={t('lockers.columns.numero')}
          type="number"
          inputMode="numeric"
          min={1}
          max={9999}
          required
          value={values.numero}
          onChange={(event) => setValues((current) => ({ ...current, numero: event.target.value }))}
          error={errors.numero}
        />
        <Field
          label={t('lockers.columns.reference')}
          required
          value={values.reference}
          onChange={(event) =>
            setValues((current) => ({ ...current, reference: event.target.value }))
          }
          error={errors.reference}
        />
        <RemoteSelect<AdminEspace>
          label={t('lockers.columns.espacePublic')}
          path="/api/admin/espaces"
          toOption={(espace) => ({ value: espace.id, label: `${espace.nom} — ${espace.ville}` })}
          value={values.espaceId}
          currentLabel={espaceLabel}
          onChange={(espaceId) => setValues((current) => ({ ...current, espaceId }))}
          required
          error={errors.espaceId}
        />
      </form>
    </Dialog>
  );
}
