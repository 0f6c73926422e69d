import { type EmailChange, emailChangeSchema } from '@app/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { useRequestEmailChange } from '@/features/users/api/account';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useMessage } from '@/lib/use-message';
import CheckCircle2 from '~icons/lucide/check-circle-2';

/** A new address and the current password; the link mailed there makes the change. */
export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<EmailChange>({
    shouldFocusError: false,
    resolver: zodResolver(emailChangeSchema),
    mode: 'onTouched',
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email.trim().toLowerCase());
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        applyFieldErrors(error, ['email', 'currentPassword'] as const, (field, text) =>
          form.setError(field, { message: text }),
        );
      } else {
        setFailure(errorText(error, t('profile.saveFailed')));
      }
    }
  }, focusFirstInvalid);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-ink-600 text-sm">{t('profile.emailNote', { email: current })}</p>
      {sentTo ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg bg-brand-50 px-3 py-3 text-brand-900 text-sm"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          <span>{t('profile.emailSent', { email: sentTo })}</span>
        </p>
      ) : null}
      <Field
        label={t('profile.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <Field
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={message(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <FormFailure>{failure}</FormFailure>
      <div>
        <Button type="submit" loading={request.isPending}>
          {t('profile.emailSubmit')}
        </Button>
      </div>
    </form>
  );
}
