import { type Me, type ProfileUpdate, profileUpdateSchema } from '@app/contracts/auth';
import { GOVERNORATES } from '@app/contracts/common';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { PHONE_8_DIGITS } from '@/components/ui/Field';
import { FormFailure } from '@/components/ui/FormFailure';
import { useUpdateProfile } from '@/features/users/api/account';
import { useSchemaForm } from '@/lib/use-schema-form';

const FIELDS = ['fullName', 'phone', 'job', 'companyName', 'governorate', 'city'] as const;

/** The client edits their own profile (the e-mail has its own confirmed change). */
export function ProfileEditForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const save = useUpdateProfile();
  const form = useSchemaForm(profileUpdateSchema, {
    mode: 'onTouched',
    defaultValues: {
      fullName: me.fullName,
      phone: me.phone,
      job: me.job,
      companyName: me.companyName,
      governorate: me.governorate as ProfileUpdate['governorate'],
      city: me.city,
    },
    onSave: async (values) => {
      await save.mutateAsync(values);
      toast.success(t('profile.saved'));
      onDone();
    },
    failureText: t('profile.saveFailed'),
  });

  const text = (name: Exclude<(typeof FIELDS)[number], 'governorate'>, extra?: object) =>
    form.required(name, t(`profile.${name}`), extra);

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex flex-col gap-4"
      aria-label={t('profile.edit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...text('fullName', { autoComplete: 'name' })} />
        <Field {...text('phone', PHONE_8_DIGITS)} />
        <Field {...text('job', { autoComplete: 'organization-title' })} />
        <Field {...text('companyName', { autoComplete: 'organization' })} />
        <Select
          label={t('profile.governorate')}
          required
          options={GOVERNORATES}
          {...form.field('governorate')}
        />
        <Field {...text('city', { autoComplete: 'address-level2' })} />
      </div>
      <FormFailure>{form.failure}</FormFailure>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.pending}>
          {t('profile.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
