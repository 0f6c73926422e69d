import { passwordChangeResponseSchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSubmit, PasswordField, useToast } from '@/components/ui';
import { api, isApiError } from '@/lib/api-client';
import { setToken, type TokenKind } from '@/lib/auth-storage';
import { errorText } from '@/lib/error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

interface ChangePasswordFormProps {
  endpoint: string;
  auth: TokenKind;
  /** The new password's rule (the client or the staff minimum). */
  newPassword: z.ZodType<string, string>;
}

/**
 * Current password, new one twice. The server ends every other session of the account and answers
 * a token for this one, which replaces the stored one.
 */
export function ChangePasswordForm({ endpoint, auth, newPassword }: ChangePasswordFormProps) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api(endpoint, { schema: passwordChangeResponseSchema, method: 'POST', body, auth }),
  });
  const schema = z
    .object({
      currentPassword: z.string().min(1, { error: 'account.currentPasswordRequired' }),
      newPassword,
      confirm: z.string(),
    })
    .refine((values) => values.newPassword === values.confirm, {
      path: ['confirm'],
      error: 'account.passwordMismatch',
    });
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    onSave: async ({ currentPassword, newPassword: chosen }) => {
      const { token } = await change.mutateAsync({ currentPassword, newPassword: chosen });
      setToken(auth, token);
      form.form.reset();
      toast.success(t('account.change.done'));
    },
    // A wrong current password is said under its field (the server's message); else the alert.
    failureText: (error) =>
      isApiError(error) && error.fieldErrors?.currentPassword
        ? undefined
        : errorText(error, t('account.failed')),
  });

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <p className="text-ink-600 text-sm">{t('account.change.note')}</p>
      <PasswordField
        current
        label={t('account.currentPassword')}
        {...form.field('currentPassword')}
      />
      <PasswordField label={t('account.newPassword')} {...form.field('newPassword')} />
      <PasswordField label={t('account.confirmPassword')} {...form.field('confirm')} />
      <FormSubmit form={form}>{t('account.change.submit')}</FormSubmit>
    </form>
  );
}
