import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the server serves an uploaded image by its stored name. */
export function uploadUrl(name: string): string {
  return `/uploads/${encodeURIComponent(name)}`;
}

export interface ProfilePhotoProps {
  image: string | null;
  name: string;
}

/** The admin's large profile photo; a default avatar when there is none or it fails to load. */
export function ProfilePhoto({ image, name }: ProfilePhotoProps) {
  const { t } = useTranslation('adminAuth');
  const src = image ? uploadUrl(image) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={t('profile.photoAlt', { name })}
        onError={() => setFailedSrc(src)}
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
