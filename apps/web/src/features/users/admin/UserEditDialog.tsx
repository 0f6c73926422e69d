import type { AdminUser } from '@app/contracts/users';
import { updateUserSchema } from '@app/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';
import { useUpdateUser } from '@/features/users/api/users';
import { useMessage } from '@/lib/use-message';

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
  const message = useMessage();
  const toast = useToast();
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(updateUserSchema),
    defaultValues: valuesOf(null),
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (user) form.reset(valuesOf(user));
  }, [user, form]);

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title={t('admin.editTitle')}
      form={form}
      onSave={async (values) => {
        if (!user) return;
        await update.mutateAsync({ id: user.id, values });
        toast.success(t('admin.saved'));
        onClose();
      }}
      failureText={t('errors.save')}
      saving={update.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      backOffice
    >
      <Field
        label={t('admin.fields.fullName')}
        required
        autoComplete="off"
        error={message(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <Field
        label={t('admin.fields.email')}
        type="email"
        required
        autoComplete="off"
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <Field
        label={t('admin.fields.phone')}
        type="tel"
        inputMode="tel"
        required
        error={message(errors.phone?.message)}
        {...form.register('phone')}
      />
      <Field
        label={t('admin.fields.companyName')}
        required
        error={message(errors.companyName?.message)}
        {...form.register('companyName')}
      />
      <Field
        label={t('admin.fields.job')}
        required
        error={message(errors.job?.message)}
        {...form.register('job')}
      />
    </FormDialog>
  );
}
