import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, FormSubmit, PasswordField } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAdminRegister } from '@/features/admins/api/admin-api';
import { useSession } from '@/lib/auth-storage';
import { errorText } from '@/lib/error-text';
import { useSchemaForm } from '@/lib/use-schema-form';
import { AdminAuthLayout } from './AdminAuthLayout';
import type { AdminLoginState } from './AdminLoginPage';
import { AdminTextFields, REGISTER_TEXT_FIELDS } from './AdminTextFields';
import { adminRegisterFormSchema, EMPTY_REGISTER_FORM, registerFormData } from './admin-forms';
import { ImageFormField } from './ImageFileField';

/**
 * admin-register: 'Créer un compte administrateur'. Anyone while no admin exists (the first
 * account, then on to the login); afterwards a signed-in admin creating a colleague's account.
 */
export function AdminRegisterPage() {
  const { t } = useTranslation('admins');
  const navigate = useNavigate();
  const signedIn = useSession('admin')?.scope === 'full';
  const register = useAdminRegister();
  const [createdName, setCreatedName] = useState<string>();
  // A file input cannot be cleared by value: it is remounted after a reset.
  const [formGeneration, setFormGeneration] = useState(0);
  const form = useSchemaForm(adminRegisterFormSchema, {
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTER_FORM,
    onSave: async (values) => {
      setCreatedName(undefined);
      const { admin } = await register.mutateAsync(registerFormData(values));
      if (signedIn) {
        setCreatedName(`${admin.prenom} ${admin.nom}`);
        form.form.reset(EMPTY_REGISTER_FORM);
        setFormGeneration((generation) => generation + 1);
      } else {
        const state: AdminLoginState = { registeredEmail: admin.email };
        navigate(paths.adminLogin, { state });
      }
    },
    failureText: (error) => errorText(error, t('register.failed'), { only: 'refusal' }),
  });

  // The confirmation is re-checked when the password changes, once the confirmation was visited.
  // Not before: its error would show while it is being typed and vanish on blur, moving the submit
  // button away from a phone user's finger mid-tap.
  const passwordField = form.field('password', {
    onChange: () => {
      if (form.form.getFieldState('confirmPassword').isTouched) {
        void form.form.trigger('confirmPassword');
      }
    },
  });

  return (
    <AdminAuthLayout
      title={t('register.title')}
      subtitle={signedIn ? t('register.subtitleSignedIn') : t('register.subtitleFirst')}
      backLink={signedIn ? { to: paths.backoffice, label: t('backToBackoffice') } : undefined}
      width="md"
    >
      <Card>
        <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
          {createdName ? (
            <p
              role="status"
              className="rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 text-sm"
            >
              {t('register.created', { name: createdName })}
            </p>
          ) : null}
          <AdminTextFields order={REGISTER_TEXT_FIELDS} field={form.field} />
          <ImageFormField
            control={form.control}
            resetKey={formGeneration}
            label={t('fields.image')}
            hint={t('fields.imageHint')}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label={t('fields.password')}
              hint={t('fields.passwordHint')}
              {...passwordField}
            />
            <PasswordField label={t('fields.confirmPassword')} {...form.field('confirmPassword')} />
          </div>
          <FormSubmit form={form} fullWidth>
            {t('register.submit')}
          </FormSubmit>
        </form>
      </Card>
      {signedIn ? null : (
        <p className="mt-4 text-center text-ink-600 text-sm">
          {t('register.haveAccount')}{' '}
          <Link
            to={paths.adminLogin}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('register.signIn')}
          </Link>
        </p>
      )}
    </AdminAuthLayout>
  );
}
