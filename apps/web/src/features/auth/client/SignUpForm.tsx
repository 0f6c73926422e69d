import { type SignupBody, signupBodySchema } from '@app/contracts/auth';
import { GOVERNORATES } from '@app/contracts/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { useSignUp } from '@/features/auth/api/auth-api';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useMessage } from '@/lib/use-message';

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

/** The client form: every SPEC §5 rule, the same schema the server enforces. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string>();
  const form = useForm<SignupBody>({
    shouldFocusError: false,
    resolver: zodResolver(signupBodySchema),
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
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const created = await signUp.mutateAsync(values);
      onSignedUp(created.email);
    } catch (error) {
      if (isApiError(error)) {
        applyFieldErrors(error, FIELDS, (field, message) => form.setError(field, { message }));
        setFailure(error.status === 0 || error.status >= 500 ? t('signUp.failed') : error.message);
      } else {
        setFailure(t('signUp.failed'));
      }
    }
  }, focusFirstInvalid);

  const text = (name: Exclude<(typeof FIELDS)[number], 'governorate'>, extra: object = {}) => ({
    label: t(`fields.${name}`),
    required: true,
    error: message(errors[name]?.message),
    ...extra,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="signup-title"
    >
      <h2 id="signup-title" className="font-semibold text-ink-950 text-xl">
        {t('signUp.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...text('companyName', { autoComplete: 'organization' })} />
        <Field {...text('fullName', { autoComplete: 'name' })} />
        <Field {...text('job', { autoComplete: 'organization-title' })} />
        <Select
          label={t('fields.governorate')}
          required
          placeholder={t('fields.governoratePlaceholder')}
          options={GOVERNORATES}
          error={message(errors.governorate?.message)}
          {...form.register('governorate')}
        />
        <Field {...text('city', { autoComplete: 'address-level2' })} />
        <Field {...text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })} />
        <Field
          {...text('phone', {
            type: 'tel',
            autoComplete: 'tel-national',
            inputMode: 'numeric',
            maxLength: 8,
            hint: t('fields.phoneHint'),
          })}
        />
        <Field
          {...text('password', {
            type: 'password',
            autoComplete: 'new-password',
            hint: t('fields.passwordHint'),
          })}
        />
      </div>
      <FormFailure>{failure}</FormFailure>
      <Button type="submit" fullWidth loading={signUp.isPending}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
