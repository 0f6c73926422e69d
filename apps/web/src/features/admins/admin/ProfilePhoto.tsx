import { useTranslation } from 'react-i18next';
import { useStaffPhoto } from '@/features/admins/api/use-staff-photo';
import UserRound from '~icons/lucide/user-round';

export interface ProfilePhotoProps {
  image: string | null;
  name: string;
}

/**
 * The admin's large profile photo (fetched with the admin token: staff photos are private); a
 * default avatar when there is none or it fails to load.
 */
export function ProfilePhoto({ image, name }: ProfilePhotoProps) {
  const { t } = useTranslation('admins');
  const photo = useStaffPhoto(image);
  if (photo.src) {
    return (
      <img
        src={photo.src}
        alt={t('profile.photoAlt', { name })}
        className="size-28 shrink-0 rounded-full bg-ink-100 object-cover ring-4 ring-white"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('profile.noPhoto')}
      className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 ring-4 ring-white"
    >
      <UserRound aria-hidden="true" className="size-12" />
    </span>
  );
}
