import { type AdminUser, TRASH_PAGE_SIZE } from '@app/contracts/users';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { useUserAction } from '@/features/users/api/users';
import { formatDate } from '@/lib/format';
import RotateCcw from '~icons/lucide/rotate-ccw';
import Trash2 from '~icons/lucide/trash-2';
import { UserListCard, useUserList } from './UserListCard';

/** Back-office 'corbeille': clients moved to the trash; restore them or delete them for good. */
export default function CorbeilleSection() {
  const { t } = useTranslation('users');
  // A restored or purged client's row hands focus to its neighbour.
  const users = useUserList('deleted', TRASH_PAGE_SIZE);
  const restore = useUserAction('restore');
  const purge = useUserAction('purge');

  const restoreUser = (user: AdminUser) =>
    users.act(user, {
      run: () => restore.mutateAsync(user.id),
      done: t('trash.restored', { name: user.fullName }),
    });

  const purgeUser = (user: AdminUser) =>
    users.act(user, {
      confirm: {
        title: t('trash.purgeTitle'),
        message: t('trash.confirmPurge', { name: user.fullName }),
        confirmLabel: t('trash.purge'),
        tone: 'danger',
      },
      run: () => purge.mutateAsync(user.id),
      done: t('trash.purged', { name: user.fullName }),
    });

  return (
    <UserListCard
      users={users}
      exportName="clients-corbeille.csv"
      table={{
        dateColumn: { header: t('trash.deletedAt'), value: (user) => formatDate(user.deletedAt) },
      }}
      actions={(user) => (
        <>
          <IconButton
            aria-label={t('trash.restoreOne', { name: user.fullName })}
            icon={<RotateCcw aria-hidden className="size-4" />}
            onClick={() => restoreUser(user)}
          />
          <IconButton
            variant="danger"
            aria-label={t('trash.purgeOne', { name: user.fullName })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => purgeUser(user)}
          />
        </>
      )}
    />
  );
}
