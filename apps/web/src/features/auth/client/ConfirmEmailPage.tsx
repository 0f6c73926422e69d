import { emailConfirmResponseSchema } from '@app/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkTokenFromHash } from '@/components/account/ResetPasswordForm';
import { buttonClasses, Card, Spinner } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { paths } from '@/config/paths';
import { portalKeys } from '@/features/auth/api/portal';
import { api, isApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import CheckCircle2 from '~icons/lucide/check-circle-2';
import { AccountLayout } from './AccountLayout';

/** /confirmer-email#token=…: the link mailed to a client's new address switches the account to it. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('common');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [token] = useState(() => linkTokenFromHash(window.location.hash));
  const confirm = useMutation({
    mutationFn: (value: string) =>
      api('/api/email/confirm', {
        schema: emailConfirmResponseSchema,
        method: 'POST',
        body: { token: value },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (!token) return;
    mutate(token);
    // The spent token leaves the address bar and the history entry.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [token, mutate]);

  const failure = !token
    ? message('account.linkInvalid')
    : confirm.isError
      ? isApiError(confirm.error)
        ? confirm.error.message
        : t('account.failed')
      : undefined;

  return (
    <AccountLayout title={t('account.confirmEmail.title')}>
      <Card>
        {failure ? (
          <FormFailure>{failure}</FormFailure>
        ) : confirm.isSuccess ? (
          <p
            role="status"
            className="flex gap-2 rounded-lg bg-brand-50 px-3 py-3 text-brand-900 text-sm"
          >
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            <span>{t('account.confirmEmail.done', { email: confirm.data.email })}</span>
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-ink-700 text-sm">
            <Spinner />
            {t('account.confirmEmail.pending')}
          </p>
        )}
        <Link
          to={paths.clientDashboard}
          className={buttonClasses({ variant: 'secondary', fullWidth: true, className: 'mt-4' })}
        >
          {t('account.confirmEmail.toPortal')}
        </Link>
      </Card>
    </AccountLayout>
  );
}
