import { type AdminUser, ARCHIVE_PAGE_SIZE } from '@app/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { ArchiveRestore, Pencil } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { useUserAction, useUsers } from '@/features/users/api/users';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import { useRowAction } from '@/lib/use-row-action';
import { ClientsTable } from './ClientsTable';
import { UserEditDialog } from './UserEditDialog';

/** Back-office 'archive users': inactive clients kept for records; edit or restore them. */
export default function ArchiveSection() {
  const { t } = useTranslation('users');
  // A restored client's row hands focus to its neighbour.
  const { act, confirmDialog, rowFocus } = useRowAction();
  const { page, setPage, rowLeft, q, params } = useListController({
    limit: ARCHIVE_PAGE_SIZE,
    search: true,
  });
  const list = useUsers('archived', params);
  const restore = useUserAction('restore');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const rows = list.data?.items ?? [];

  const restoreUser = (user: AdminUser) =>
    act(user.id, {
      confirm: {
        message: t('archive.confirmRestore', { name: user.fullName }),
        confirmLabel: t('actions.restore'),
      },
      run: () => restore.mutateAsync(user.id),
      after: () => rowLeft(rows.length),
      done: t('archive.restored', { name: user.fullName }),
    });

  return (
    <Card flush>
      <ListHeader
        title={t('archive.title')}
        description={t('archive.description')}
        exportPath="/api/users/export"
        exportQuery={{ status: 'archived', q }}
        exportName="clients-archives.csv"
      />
      <LoadError error={list.error} fallback={t('errors.load')} />
      <ClientsTable
        tableRef={rowFocus.ref}
        caption={t('archive.title')}
        rows={rows}
        loading={list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t('archive.empty')}
        dateColumn={{
          header: t('archive.archivedAt'),
          value: (user) => formatDate(user.archivedAt),
        }}
        actions={(user) => (
          <ActionButtons>
            <IconButton
              aria-label={t('admin.editOne', { name: user.fullName })}
              icon={<Pencil aria-hidden className="size-4" />}
              onClick={() => setEditing(user)}
            />
            <IconButton
              aria-label={t('archive.restoreOne', { name: user.fullName })}
              icon={<ArchiveRestore aria-hidden className="size-4" />}
              onClick={() => restoreUser(user)}
            />
          </ActionButtons>
        )}
      />
      <ListPager
        page={page}
        total={list.data?.total ?? 0}
        limit={ARCHIVE_PAGE_SIZE}
        onChange={setPage}
      />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      {confirmDialog}
    </Card>
  );
}
