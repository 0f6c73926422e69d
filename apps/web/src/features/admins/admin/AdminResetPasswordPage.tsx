import { adminRegisterFieldsSchema } from '@app/contracts/admins';
import { useTranslation } from 'react-i18next';
import { ResetPasswordScreen } from '@/components/account/AccountScreens';
import { paths } from '@/config/paths';
import { AdminAuthLayout } from './AdminAuthLayout';

/** /admin-reinitialiser-mot-de-passe#token=…: the page the staff reset mail opens. */
export function AdminResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <ResetPasswordScreen
      frame={AdminAuthLayout}
      subtitle={t('account.reset.staffSubtitle')}
      endpoint="/api/staff-password/reset"
      password={adminRegisterFieldsSchema.shape.password}
      signInPath={paths.adminLogin}
      forgotPath={paths.adminForgotPassword}
    />
  );
}
