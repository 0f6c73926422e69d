import { useStaffPhoto } from '@/features/admins/api/use-staff-photo';
import { cn } from '@/lib/cn';
import UserRound from '~icons/lucide/user-round';

const SIZES = {
  md: 'size-9 text-sm',
  lg: 'size-12 text-base',
} as const;

function initialsOf(prenom: string, nom: string): string {
  return [prenom, nom]
    .map((part) => part.trim()[0] ?? '')
    .join('')
    .toUpperCase();
}

export interface AdminAvatarProps {
  image: string | null | undefined;
  prenom?: string;
  nom?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The admin's photo (fetched with the admin token: staff photos are private); when there is none
 * or it fails to load, a default avatar with their initials (or a person icon). Decorative: the
 * surrounding control names the admin.
 */
export function AdminAvatar({
  image,
  prenom = '',
  nom = '',
  size = 'md',
  className,
}: AdminAvatarProps) {
  const photo = useStaffPhoto(image);
  const classes = cn('shrink-0 rounded-full', SIZES[size], className);

  if (photo.src) {
    return (
      <img
        src={photo.src}
        alt=""
        className={cn(classes, 'bg-ink-100 object-cover')}
        data-testid="admin-avatar-photo"
      />
    );
  }
  const initials = initialsOf(prenom, nom);
  return (
    <span
      aria-hidden="true"
      data-testid="admin-avatar-default"
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-900',
      )}
    >
      {initials || <UserRound className="size-1/2" />}
    </span>
  );
}
