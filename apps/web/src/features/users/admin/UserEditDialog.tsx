import type { AdminUser } from '@app/contracts/users';
import { updateUserSchema } from '@app/contracts/users';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useUpdateUser } from '@/features/users/api/users';
import { useRowForm } from '@/lib/use-row-form';

export interface UserEditDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** The form's values; the second phone is not edited here and is sent back as it is. */
const valuesOf = (user: AdminUser | null) => ({
  fullName: user?.fullName ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  phone2: user?.phone2 ?? null,
  companyName: user?.companyName ?? '',
  job: user?.job ?? '',
});

/** The 'Modifier l'utilisateur' popup: Nom complet, Email, Téléphone, Société, Poste. */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const form = useRowForm(user, updateUserSchema, {
    defaultValues: valuesOf(null),
    save: ({ id }, values) => update.mutateAsync({ id, values }),
    savedText: () => t('admin.saved'),
    onClose,
    failureText: t('errors.save'),
  });
  const text = (name: 'fullName' | 'email' | 'phone' | 'companyName' | 'job', extra?: object) =>
    form.required(name, t(`admin.fields.${name}`), extra);

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={t('admin.editTitle')}
      form={form}
      values={user ? valuesOf(user) : undefined}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      backOffice
    >
      <Field {...text('fullName', { autoComplete: 'off' })} />
      <Field {...text('email', { type: 'email', autoComplete: 'off' })} />
      <Field {...text('phone', { type: 'tel', inputMode: 'tel' })} />
      <Field {...text('companyName')} />
      <Field {...text('job')} />
    </FormDialog>
  );
}
