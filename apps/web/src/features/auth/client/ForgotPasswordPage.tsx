import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountLayout } from './AccountLayout';

/** /mot-de-passe-oublie: a client asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <AccountLayout title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <Card>
        <ForgotPasswordForm endpoint="/api/password/forgot" />
      </Card>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.auth} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('account.backToSignIn')}
        </Link>
      </p>
    </AccountLayout>
  );
}
