import { type Me, type ProfileUpdate, profileUpdateSchema } from '@app/contracts/auth';
import { GOVERNORATES } from '@app/contracts/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { useUpdateProfile } from '@/features/users/api/account';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useMessage } from '@/lib/use-message';

const FIELDS = ['fullName', 'phone', 'job', 'companyName', 'governorate', 'city'] as const;

/** The client edits their own profile (the e-mail has its own confirmed change). */
export function ProfileEditForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const toast = useToast();
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ProfileUpdate>({
    shouldFocusError: false,
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: me.fullName,
      phone: me.phone,
      job: me.job,
      companyName: me.companyName,
      governorate: me.governorate as ProfileUpdate['governorate'],
      city: me.city,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(values);
      toast.success(t('profile.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        applyFieldErrors(error, FIELDS, (field, text) => form.setError(field, { message: text }));
        setFailure(error.message);
      } else {
        setFailure(t('profile.saveFailed'));
      }
    }
  }, focusFirstInvalid);

  const text = (name: Exclude<(typeof FIELDS)[number], 'governorate'>, extra: object = {}) => ({
    label: t(`profile.${name}`),
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
      aria-label={t('profile.edit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...text('fullName', { autoComplete: 'name' })} />
        <Field
          {...text('phone', {
            type: 'tel',
            autoComplete: 'tel-national',
            inputMode: 'numeric',
            maxLength: 8,
          })}
        />
        <Field {...text('job', { autoComplete: 'organization-title' })} />
        <Field {...text('companyName', { autoComplete: 'organization' })} />
        <Select
          label={t('profile.governorate')}
          required
          options={GOVERNORATES}
          error={message(errors.governorate?.message)}
          {...form.register('governorate')}
        />
        <Field {...text('city', { autoComplete: 'address-level2' })} />
      </div>
      <FormFailure>{failure}</FormFailure>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
