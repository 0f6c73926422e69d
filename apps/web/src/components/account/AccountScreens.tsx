import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Card } from '@/components/ui';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** What an account screen gives its frame: the page's title, a subtitle, the form. */
export interface AccountFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of an account screen: the client's or the staff's (title, subtitle, one column). */
type AccountFrame = ComponentType<AccountFrameProps>;

/** "Mot de passe oublié ?" as a page, in the client's or the staff's frame, with the way back. */
export function ForgotPasswordScreen({
  frame: Frame,
  endpoint,
  signInPath,
}: {
  frame: AccountFrame;
  endpoint: string;
  signInPath: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Frame title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <Card>
        <ForgotPasswordForm endpoint={endpoint} />
      </Card>
      <p className="mt-4 text-center text-sm">
        <Link to={signInPath} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('account.backToSignIn')}
        </Link>
      </p>
    </Frame>
  );
}

/** The page a reset link opens, in the client's or the staff's frame. */
export function ResetPasswordScreen({
  frame: Frame,
  subtitle,
  ...form
}: {
  frame: AccountFrame;
  subtitle: string;
  endpoint: string;
  password: z.ZodType<string, string>;
  signInPath: string;
  forgotPath: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Frame title={t('account.reset.title')} subtitle={subtitle}>
      <Card>
        <ResetPasswordForm {...form} />
      </Card>
    </Frame>
  );
}
