import { signupBodySchema } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountLayout } from './AccountLayout';

/** /reinitialiser-mot-de-passe#token=…: the page the client's reset mail opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <AccountLayout title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      <Card>
        <ResetPasswordForm
          endpoint="/api/password/reset"
          password={signupBodySchema.shape.password}
          signInPath={paths.auth}
          forgotPath={paths.forgotPassword}
        />
      </Card>
    </AccountLayout>
  );
}
