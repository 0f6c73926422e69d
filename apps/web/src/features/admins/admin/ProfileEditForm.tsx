import type { Admin } from '@app/contracts/admins';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import { TitledForm } from '@/components/ui/TitledForm';
import { useUpdateAdminProfile } from '@/features/admins/api/admin-api';
import { getToken } from '@/lib/auth-storage';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { AdminTextFields, PROFILE_TEXT_FIELDS } from './AdminTextFields';
import { adminProfileFormSchema, profileFormData } from './admin-forms';
import { ImageFormField } from './ImageFileField';

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
      // Without a stored token nothing is sent.
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

  return (
    <TitledForm
      titleId="edit-title"
      title={t('profile.editTitle')}
      size="lg"
      onSubmit={form.submit}
    >
      <AdminTextFields order={PROFILE_TEXT_FIELDS} field={form.field} />
      <ImageFormField
        control={form.control}
        label={t('fields.newImage')}
        hint={t('fields.newImageHint')}
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
    </TitledForm>
  );
}
