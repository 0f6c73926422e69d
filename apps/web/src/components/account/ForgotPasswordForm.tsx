import { type ForgotPassword, forgotPasswordSchema } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, FormSubmit } from '@/components/ui';
import { api } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import CheckCircle2 from '~icons/lucide/check-circle-2';

/**
 * "Mot de passe oublié ?": the e-mail, then the same confirmation whether or not the address has
 * an account (the server answers 202 either way).
 */
export function ForgotPasswordForm({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation('common');
  const [sentTo, setSentTo] = useState<string>();
  const send = useMutation({
    mutationFn: (body: ForgotPassword) => api<void>(endpoint, { method: 'POST', body }),
  });
  const form = useSchemaForm(forgotPasswordSchema, {
    mode: 'onTouched',
    defaultValues: { email: '' },
    onSave: async (values) => {
      await send.mutateAsync(values);
      setSentTo(values.email.trim());
    },
    failureText: t('account.failed'),
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="flex gap-2 rounded-lg bg-brand-50 px-3 py-3 text-brand-900 text-sm"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        <span>{t('account.forgot.sent', { email: sentTo })}</span>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <EmailField label={t('account.email')} {...form.field('email')} />
      <FormSubmit form={form} fullWidth>
        {t('account.forgot.submit')}
      </FormSubmit>
    </form>
  );
}
