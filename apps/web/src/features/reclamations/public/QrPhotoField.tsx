import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useObjectUrl } from '@/lib/use-object-url';
import X from '~icons/lucide/x';

export const QR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The optional photo of the public form: the picked picture is previewed, so a visitor on a phone
 * sees what will be sent, and can take it back with 'Retirer la photo'.
 */
export function QrPhotoField({
  photo,
  error,
  onPick,
  ref,
}: {
  photo: File | null;
  error?: string | undefined;
  onPick: (file: File | undefined) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('reclamations');
  const preview = useObjectUrl(photo);
  return (
    <div className="flex flex-col gap-3">
      <Field
        ref={ref}
        label={t('form.photo')}
        name="photo"
        type="file"
        accept={QR_PHOTO_TYPES.join(',')}
        hint={t('form.photoHint')}
        onChange={(event) => onPick(event.target.files?.[0])}
        error={error}
      />
      {preview ? (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt={t('form.photoPreview')}
            className="size-20 rounded-xl border border-ink-200 object-cover"
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<X aria-hidden="true" className="size-4" />}
            onClick={() => onPick(undefined)}
          >
            {t('form.removePhoto')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
