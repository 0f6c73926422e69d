import { emailChangeSchema } from '@app/contracts/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, FormSubmit, PasswordField } from '@/components/ui';
import { useRequestEmailChange } from '@/features/users/api/account';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useSchemaForm } from '@/lib/use-schema-form';
import CheckCircle2 from '~icons/lucide/check-circle-2';

/** A new address and the current password; the link mailed there makes the change. */
export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useTranslation('users');
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string>();
  const form = useSchemaForm(emailChangeSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', currentPassword: '' },
    onSave: async (values) => {
      await request.mutateAsync(values);
      setSentTo(values.email.trim().toLowerCase());
      form.form.reset();
    },
    // Messages under the fields say it all; else the alert does.
    failureText: (error) =>
      isApiError(error) && error.fieldErrors
        ? undefined
        : errorText(error, t('profile.saveFailed')),
  });

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
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
      <EmailField label={t('profile.newEmail')} {...form.field('email')} />
      <PasswordField
        current
        label={t('profile.currentPassword')}
        {...form.field('currentPassword')}
      />
      <FormSubmit form={form}>{t('profile.emailSubmit')}</FormSubmit>
    </form>
  );
}
