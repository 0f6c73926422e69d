import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Mot de passe oublié ?" under a sign-in form's password: to the forgot page of its audience. */
export function ForgotPasswordLink({ to }: { to: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={to}
      className="-mt-2 self-end font-medium text-brand-800 text-sm underline-offset-4 hover:underline"
    >
      {t('account.forgotLink')}
    </Link>
  );
}
