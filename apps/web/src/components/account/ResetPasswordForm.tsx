import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses, PasswordField } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { api } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import CheckCircle2 from '~icons/lucide/check-circle-2';

/** The token of a mailed link: in the fragment (`#token=`), which browsers never send. */
export function linkTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

interface ResetPasswordFormProps {
  endpoint: string;
  /** The new password's rule (the client or the staff minimum). */
  password: z.ZodType<string, string>;
  signInPath: string;
  forgotPath: string;
}

/** The page a reset link opens: a new password, twice; then back to sign in. */
export function ResetPasswordForm({
  endpoint,
  password,
  signInPath,
  forgotPath,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('common');
  const message = useMessage();
  const [token] = useState(() => linkTokenFromHash(window.location.hash));
  const [done, setDone] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<void>(endpoint, { method: 'POST', body }),
  });
  const schema = z
    .object({ password, confirm: z.string() })
    .refine((values) => values.password === values.confirm, {
      path: ['confirm'],
      error: 'account.passwordMismatch',
    });
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
    onSave: async (values) => {
      if (!token) return;
      await reset.mutateAsync({ token, password: values.password });
      setDone(true);
      // The spent token leaves the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    },
    failureText: t('account.failed'),
  });

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="flex gap-2 rounded-lg bg-brand-50 px-3 py-3 text-brand-900 text-sm"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          {t('account.reset.done')}
        </p>
        <Link to={signInPath} className={buttonClasses({ fullWidth: true })}>
          {t('account.backToSignIn')}
        </Link>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <FormFailure>{message('account.linkInvalid')}</FormFailure>
        <Link to={forgotPath} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
          {t('account.reset.askAgain')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <PasswordField label={t('account.newPassword')} {...form.field('password')} />
      <PasswordField label={t('account.confirmPassword')} {...form.field('confirm')} />
      <FormFailure>{form.failure}</FormFailure>
      {form.failure ? (
        <Link to={forgotPath} className="font-semibold text-brand-800 text-sm underline">
          {t('account.reset.askAgain')}
        </Link>
      ) : null}
      <Button type="submit" fullWidth loading={form.pending}>
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}
