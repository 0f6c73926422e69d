import type { AdminUser } from '@app/contracts/users';
import { updateUserSchema } from '@app/contracts/users';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { useToast } from '@/components/ui/Toast';
import { useUpdateUser } from '@/features/users/api/users';
import { type FieldErrors, validateWith } from '@/lib/form-errors';
import { errorsFromApi } from '@/lib/form-failure';

export interface UserEditDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

const empty = { fullName: '', email: '', phone: '', companyName: '', job: '' };

/** The 'Modifier l'utilisateur' popup: Nom complet, Email, Téléphone, Société, Poste. */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const formId = useId();
  const update = useUpdateUser();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');

  useEffect(() => {
    if (!user) return;
    setValues({
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      companyName: user.companyName,
      job: user.job,
    });
    setErrors({});
    setFormError('');
  }, [user]);

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const payload = { ...values, phone2: user.phone2 };
    const invalid = validateWith(updateUserSchema, payload);
    setErrors(invalid ?? {});
    setFormError('');
    if (invalid) return;
    try {
      await update.mutateAsync({ id: user.id, values: payload });
      toast.success(t('users.saved'));
      onClose();
    } catch (error) {
      const { fields, message } = errorsFromApi(error, t('errors.save'));
      setErrors(fields);
      setFormError(message);
    }
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('users.editTitle')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={update.isPending}>
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
      </form>
    </Dialog>
  );
}
