import { passwordChangeResponseSchema } from '@app/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Field, useToast } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { api, isApiError } from '@/lib/api-client';
import { setToken, type TokenKind } from '@/lib/auth-storage';
import { errorText } from '@/lib/error-text';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useMessage } from '@/lib/use-message';

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
  const message = useMessage();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
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
  const form = useForm<z.infer<typeof schema>>({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    setFailure(undefined);
    try {
      const { token } = await change.mutateAsync({ currentPassword, newPassword: chosen });
      setToken(auth, token);
      form.reset();
      toast.success(t('account.change.done'));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors?.currentPassword) {
        form.setError('currentPassword', { message: error.code });
      } else {
        setFailure(errorText(error, t('account.failed')));
      }
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-ink-600 text-sm">{t('account.change.note')}</p>
      <Field
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <Field
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <Field
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={message(errors.confirm?.message)}
        {...form.register('confirm')}
      />
      <FormFailure>{failure}</FormFailure>
      <div>
        <Button type="submit" loading={change.isPending}>
          {t('account.change.submit')}
        </Button>
      </div>
    </form>
  );
}
