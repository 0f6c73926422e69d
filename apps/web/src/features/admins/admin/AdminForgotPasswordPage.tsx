import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { AdminAuthLayout } from './AdminAuthLayout';

/** /admin-mot-de-passe-oublie: a staff member asks for a reset link by e-mail. */
export function AdminForgotPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <AdminAuthLayout title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <Card>
        <ForgotPasswordForm endpoint="/api/staff-password/forgot" />
      </Card>
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.adminLogin}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('account.backToSignIn')}
        </Link>
      </p>
    </AdminAuthLayout>
  );
}
