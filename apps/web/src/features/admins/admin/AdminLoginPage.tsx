import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ForgotPasswordLink } from '@/components/account/ForgotPasswordLink';
import { Card, EmailField, FormSubmit, PasswordField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAdminLogin } from '@/features/admins/api/admin-api';
import { isApiError } from '@/lib/api-client';
import { setAdminSession } from '@/lib/auth-storage';
import type { RedirectState } from '@/lib/redirect-state';
import { useSchemaForm } from '@/lib/use-schema-form';
import { AdminAuthLayout } from './AdminAuthLayout';
import { adminLoginFormSchema } from './admin-forms';

/** Set by the register screen after creating the first account. */
export interface AdminLoginState extends RedirectState {
  registeredEmail?: string;
}

/** Where a full sign-in lands: the admin page the guard sent us from, else the back-office. */
function destination(from: string | undefined): string {
  const isAdminPage =
    from?.startsWith('/') &&
    !from.toLowerCase().startsWith(paths.adminLogin) &&
    !from.toLowerCase().startsWith(paths.faceVerification.toLowerCase());
  return isAdminPage && from ? from : paths.backoffice;
}

/**
 * admin-login: email and password, 'Se connecter'. With the face check required the token only
 * opens /AdminFaceVerification; otherwise straight to the back-office.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admins');
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AdminLoginState;
  const login = useAdminLogin();
  const form = useSchemaForm(adminLoginFormSchema, {
    mode: 'onTouched',
    defaultValues: { email: state.registeredEmail ?? '', password: '' },
    onSave: async (values) => {
      const { token, admin, faceCheckRequired } = await login.mutateAsync(values);
      setAdminSession(token, admin);
      const next = faceCheckRequired ? paths.faceVerification : destination(state.from);
      navigate(next, {
        replace: true,
        state: faceCheckRequired ? { from: state.from } : undefined,
      });
    },
    // 401 → 'Email ou mot de passe incorrect.'; a lockout (429) says to wait; else generic.
    failureText: (error) =>
      isApiError(error) && (error.status === 401 || error.status === 429)
        ? error.message
        : t('login.error'),
  });

  return (
    <AdminAuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Card>
        <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
          {state.registeredEmail ? (
            <p
              role="status"
              className="rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 text-sm"
            >
              {t('login.registered')}
            </p>
          ) : null}
          <EmailField label={t('fields.email')} autoComplete="username" {...form.field('email')} />
          <PasswordField current label={t('fields.password')} {...form.field('password')} />
          <ForgotPasswordLink to={paths.adminForgotPassword} />
          <FormSubmit form={form} fullWidth>
            {t('login.submit')}
          </FormSubmit>
        </form>
      </Card>
      <p className="mt-4 text-center text-ink-600 text-sm">
        {t('login.noAccount')}{' '}
        <Link
          to={paths.adminRegister}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </AdminAuthLayout>
  );
}
