import { ForgotPasswordScreen } from '@/components/account/AccountScreens';
import { paths } from '@/config/paths';
import { AccountLayout } from './AccountLayout';

/** /mot-de-passe-oublie: a client asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  return (
    <ForgotPasswordScreen
      frame={AccountLayout}
      endpoint="/api/password/forgot"
      signInPath={paths.auth}
    />
  );
}
