import { type AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EspacePicker } from '@/components/AdminPickers';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';
import { useSavePlace } from '@/lib/places-api';
import { useMessage } from '@/lib/use-message';

export interface LockerFormDialogProps {
  target: AdminLocker | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

const valuesOf = (locker: AdminLocker | null) => ({
  numero: locker ? String(locker.numero) : '',
  reference: locker?.reference ?? '',
  espaceId: locker?.espaceId ?? null,
});

/** Add / edit a locker: its number, reference and public space. */
export function LockerFormDialog({ target, onClose, returnFocus }: LockerFormDialogProps) {
  const { t } = useTranslation('lockers');
  const message = useMessage();
  const toast = useToast();
  const save = useSavePlace('lockers');
  const form = useForm({
    resolver: zodResolver(lockerInputSchema),
    defaultValues: valuesOf(null),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target !== null) form.reset(valuesOf(target === 'new' ? null : target));
  }, [target, form]);

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('admin.editTitle') : t('admin.addTitle')}
      form={form}
      onSave={async (values) => {
        await save.mutateAsync({ id: editing?.id, values });
        toast.success(editing ? t('admin.saved') : t('admin.created', { numero: values.numero }));
        onClose();
      }}
      failureText={t('errors.save')}
      saving={save.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <Field
        label={t('admin.columns.numero')}
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        required
        error={message(errors.numero?.message)}
        {...form.register('numero')}
      />
      <Field
        label={t('admin.columns.reference')}
        required
        error={message(errors.reference?.message)}
        {...form.register('reference')}
      />
      <EspacePicker
        control={form.control}
        name="espaceId"
        label={t('admin.columns.espacePublic')}
        currentLabel={editing?.espacePublic ?? null}
        required
      />
    </FormDialog>
  );
}
