import { signupBodySchema } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ResetPasswordScreen } from '@/components/account/AccountScreens';
import { paths } from '@/config/paths';
import { AccountLayout } from './AccountLayout';

/** /reinitialiser-mot-de-passe#token=…: the page the client's reset mail opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <ResetPasswordScreen
      frame={AccountLayout}
      subtitle={t('account.reset.subtitle')}
      endpoint="/api/password/reset"
      password={signupBodySchema.shape.password}
      signInPath={paths.auth}
      forgotPath={paths.forgotPassword}
    />
  );
}
