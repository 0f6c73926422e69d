import { type AdminEspace, type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { useToast } from '@/components/ui/Toast';
import { useFormErrors } from '@/lib/form-errors';
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
  const save = useSavePlace('lockers');
  const [values, setValues] = useState({
    numero: '',
    reference: '',
    espaceId: null as number | null,
  });
  const [espaceLabel, setEspaceLabel] = useState<string | null>(null);
  const { errors, formError, reset, submitValidated } = useFormErrors();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setValues(
      target === 'new'
        ? { numero: '', reference: '', espaceId: null }
        : { numero: String(target.numero), reference: target.reference, espaceId: target.espaceId },
    );
    setEspaceLabel(target === 'new' ? null : target.espacePublic);
    reset();
  }, [target, reset]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { ...values, espaceId: values.espaceId ?? '' };
    await submitValidated(lockerInputSchema, payload, t('errors.save'), async () => {
      await save.mutateAsync({ id: editing?.id, values: payload as never });
      toast.success(editing ? t('lockers.saved') : t('lockers.created', { numero: values.numero }));
      onClose();
    });
  }

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('lockers.editTitle') : t('lockers.addTitle')}
      onSubmit={submit}
      saving={save.isPending}
      formError={formError}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
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
    </FormDialog>
  );
}
