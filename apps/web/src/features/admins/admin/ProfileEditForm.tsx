import type { Admin } from '@app/contracts/admins';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { useUpdateAdminProfile } from '@/features/admins/api/admin-api';
import { getToken } from '@/lib/auth-storage';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { adminProfileFormSchema, profileFormData } from './admin-forms';
import { ImageFileField } from './ImageFileField';

const TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'poste'] as const;

export interface ProfileEditFormProps {
  admin: Admin;
  onSaved: (admin: Admin) => void;
  onCancel: () => void;
}

/** The profile in edit mode: the five required fields, an optional new image, Enregistrer / Annuler. */
export function ProfileEditForm({ admin, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation('admins');
  const message = useMessage();
  const update = useUpdateAdminProfile();
  const form = useSchemaForm(adminProfileFormSchema, {
    mode: 'onTouched',
    defaultValues: {
      nom: admin.nom,
      prenom: admin.prenom,
      email: admin.email,
      telephone: admin.telephone,
      poste: admin.poste,
      image: undefined,
    },
    onSave: async (values) => {
      // SPEC §5: without a stored token nothing is sent.
      if (!getToken('admin')) {
        form.setFailure(message('admins.tokenMissing'));
        return;
      }
      const { admin: saved } = await update.mutateAsync({
        id: admin.id,
        data: profileFormData(values),
      });
      onSaved(saved);
    },
    failureText: () => message('admins.profileUpdateFailed'),
  });

  const text = (name: (typeof TEXT_FIELDS)[number], extra: object = {}) => ({
    label: t(`fields.${name}`),
    required: true,
    ...extra,
    ...form.field(name),
  });

  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex flex-col gap-4"
      aria-labelledby="edit-title"
    >
      <h2 id="edit-title" className="font-semibold text-ink-950 text-lg">
        {t('profile.editTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...text('nom', { autoComplete: 'family-name' })} />
        <Field {...text('prenom', { autoComplete: 'given-name' })} />
        <Field {...text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
        <Field
          {...text('telephone', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel',
            maxLength: 15,
            hint: t('fields.telephoneHint'),
          })}
        />
        <Field
          className="sm:col-span-2"
          {...text('poste', { autoComplete: 'organization-title' })}
        />
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageFileField
            name={field.name}
            label={t('fields.newImage')}
            hint={t('fields.newImageHint')}
            value={field.value as File | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <FormFailure>{form.failure}</FormFailure>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={form.pending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
