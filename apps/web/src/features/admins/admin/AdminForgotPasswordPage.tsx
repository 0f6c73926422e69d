import { ForgotPasswordScreen } from '@/components/account/AccountScreens';
import { paths } from '@/config/paths';
import { AdminAuthLayout } from './AdminAuthLayout';

/** /admin-mot-de-passe-oublie: a staff member asks for a reset link by e-mail. */
export function AdminForgotPasswordPage() {
  return (
    <ForgotPasswordScreen
      frame={AdminAuthLayout}
      endpoint="/api/staff-password/forgot"
      signInPath={paths.adminLogin}
    />
  );
}
