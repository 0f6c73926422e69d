import { type SignupBody, signupBodySchema } from '@app/contracts/auth';
import { GOVERNORATES } from '@app/contracts/common';
import { useTranslation } from 'react-i18next';
import { Field, FormSubmit, Select } from '@/components/ui';
import { PHONE_8_DIGITS } from '@/components/ui/Field';
import { TitledForm } from '@/components/ui/TitledForm';
import { useSignUp } from '@/features/auth/api/auth-api';
import { errorText } from '@/lib/error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

export interface SignUpFormProps {
  onSignedUp: (email: string) => void;
}

const FIELDS = [
  'companyName',
  'fullName',
  'job',
  'governorate',
  'city',
  'email',
  'phone',
  'password',
] as const;

/** The client form: every sign-up rule, the same schema the server enforces. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const form = useSchemaForm(signupBodySchema, {
    mode: 'onTouched',
    defaultValues: {
      companyName: '',
      fullName: '',
      job: '',
      governorate: '' as SignupBody['governorate'],
      city: '',
      email: '',
      phone: '',
      password: '',
    },
    onSave: async (values) => {
      const created = await signUp.mutateAsync(values);
      onSignedUp(created.email);
    },
    failureText: (error) => errorText(error, t('signUp.failed'), { only: 'refusal' }),
  });

  const text = (name: Exclude<(typeof FIELDS)[number], 'governorate'>, extra?: object) =>
    form.required(name, t(`fields.${name}`), extra);

  return (
    <TitledForm titleId="signup-title" title={t('signUp.title')} onSubmit={form.submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...text('companyName', { autoComplete: 'organization' })} />
        <Field {...text('fullName', { autoComplete: 'name' })} />
        <Field {...text('job', { autoComplete: 'organization-title' })} />
        <Select
          label={t('fields.governorate')}
          required
          placeholder={t('fields.governoratePlaceholder')}
          options={GOVERNORATES}
          {...form.field('governorate')}
        />
        <Field {...text('city', { autoComplete: 'address-level2' })} />
        <Field {...text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })} />
        <Field {...text('phone', { ...PHONE_8_DIGITS, hint: t('fields.phoneHint') })} />
        <Field
          {...text('password', {
            type: 'password',
            autoComplete: 'new-password',
            hint: t('fields.passwordHint'),
          })}
        />
      </div>
      <FormSubmit form={form} fullWidth>
        {t('signUp.submit')}
      </FormSubmit>
    </TitledForm>
  );
}
