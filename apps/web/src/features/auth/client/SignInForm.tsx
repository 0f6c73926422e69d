import { signinBodySchema } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordLink } from '@/components/account/ForgotPasswordLink';
import { EmailField, FormSubmit, PasswordField } from '@/components/ui';
import { TitledForm } from '@/components/ui/TitledForm';
import { paths } from '@/config/paths';
import { useSignIn } from '@/features/auth/api/auth-api';
import { isApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';

export interface SignInFormProps {
  defaultEmail?: string;
  onSignedIn: (token: string) => void;
}

/**
 * Email + password. Errors show once a field is touched; an invalid submit shows them all and
 * focuses the first field to fix (the button stays operable, issue 29).
 */
export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const signIn = useSignIn();
  const form = useSchemaForm(signinBodySchema, {
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
    onSave: async (values) => {
      const { token } = await signIn.mutateAsync(values);
      onSignedIn(token);
    },
    // 401 → 'Email ou mot de passe incorrect.'; a lockout (429) says to wait; anything else is
    // the generic sign-in error.
    failureText: (error) =>
      isApiError(error) && (error.status === 401 || error.status === 429)
        ? error.message
        : message('auth.signinFailed'),
  });

  return (
    <TitledForm titleId="signin-title" title={t('signIn.title')} onSubmit={form.submit}>
      <EmailField label={t('fields.email')} {...form.field('email')} />
      <PasswordField current label={t('fields.password')} {...form.field('password')} />
      <ForgotPasswordLink to={paths.forgotPassword} />
      <FormSubmit form={form} fullWidth>
        {t('signIn.submit')}
      </FormSubmit>
    </TitledForm>
  );
}
