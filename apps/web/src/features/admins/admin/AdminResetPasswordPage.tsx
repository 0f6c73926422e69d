import { adminRegisterFieldsSchema } from '@app/contracts/admins';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { AdminAuthLayout } from './AdminAuthLayout';

/** /admin-reinitialiser-mot-de-passe#token=…: the page the staff reset mail opens. */
export function AdminResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <AdminAuthLayout title={t('account.reset.title')} subtitle={t('account.reset.staffSubtitle')}>
      <Card>
        <ResetPasswordForm
          endpoint="/api/staff-password/reset"
          password={adminRegisterFieldsSchema.shape.password}
          signInPath={paths.adminLogin}
          forgotPath={paths.adminForgotPassword}
        />
      </Card>
    </AdminAuthLayout>
  );
}
