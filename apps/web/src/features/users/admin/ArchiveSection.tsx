import { type AdminUser, ARCHIVE_PAGE_SIZE } from '@app/contracts/users';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { useUserAction } from '@/features/users/api/users';
import { formatDate } from '@/lib/format';
import ArchiveRestore from '~icons/lucide/archive-restore';
import { UserListCard, useUserList } from './UserListCard';

/** Back-office 'archive users': inactive clients kept for records; edit or restore them. */
export default function ArchiveSection() {
  const { t } = useTranslation('users');
  // A restored client's row hands focus to its neighbour.
  const users = useUserList('archived', ARCHIVE_PAGE_SIZE);
  const restore = useUserAction('restore');

  const restoreUser = (user: AdminUser) =>
    users.act(user, {
      confirm: {
        message: t('archive.confirmRestore', { name: user.fullName }),
        confirmLabel: t('actions.restore'),
      },
      run: () => restore.mutateAsync(user.id),
      done: t('archive.restored', { name: user.fullName }),
    });

  return (
    <UserListCard
      users={users}
      exportName="clients-archives.csv"
      table={{
        dateColumn: {
          header: t('archive.archivedAt'),
          value: (user) => formatDate(user.archivedAt),
        },
      }}
      editable
      actions={(user) => (
        <IconButton
          aria-label={t('archive.restoreOne', { name: user.fullName })}
          icon={<ArchiveRestore aria-hidden className="size-4" />}
          onClick={() => restoreUser(user)}
        />
      )}
    />
  );
}
