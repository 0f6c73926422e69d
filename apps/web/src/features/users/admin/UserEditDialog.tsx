import type { AdminUser } from '@app/contracts/users';
import { updateUserSchema } from '@app/contracts/users';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';
import { useUpdateUser } from '@/features/users/api/users';
import { useFormErrors } from '@/lib/form-errors';

export interface UserEditDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

const empty = { fullName: '', email: '', phone: '', companyName: '', job: '' };

/** The 'Modifier l'utilisateur' popup: Nom complet, Email, Téléphone, Société, Poste. */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const update = useUpdateUser();
  const [values, setValues] = useState(empty);
  const { errors, formError, reset, submitValidated } = useFormErrors();

  useEffect(() => {
    if (!user) return;
    setValues({
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      companyName: user.companyName,
      job: user.job,
    });
    reset();
  }, [user, reset]);

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const payload = { ...values, phone2: user.phone2 };
    await submitValidated(updateUserSchema, payload, t('errors.save'), async () => {
      await update.mutateAsync({ id: user.id, values: payload });
      toast.success(t('users.saved'));
      onClose();
    });
  }

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={t('users.editTitle')}
      onSubmit={submit}
      saving={update.isPending}
      formError={formError}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <Field
        label={t('users.fields.fullName')}
        required
        autoComplete="off"
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName}
      />
      <Field
        label={t('users.fields.email')}
        type="email"
        required
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={t('users.fields.phone')}
        type="tel"
        inputMode="tel"
        required
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Field
        label={t('users.fields.companyName')}
        required
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
      />
      <Field
        label={t('users.fields.job')}
        required
        value={values.job}
        onChange={set('job')}
        error={errors.job}
      />
    </FormDialog>
  );
}
