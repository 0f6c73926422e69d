import { type AdminUser, ARCHIVE_PAGE_SIZE } from '@app/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { IconButton } from '@/components/ui/IconButton';
import { ArchiveRestore, Pencil } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { useToast } from '@/components/ui/Toast';
import { useUserAction, useUsers } from '@/features/users/api/users';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { useRowFocus } from '@/lib/use-row-focus';
import { ClientsTable } from './ClientsTable';
import { UserEditDialog } from './UserEditDialog';

/** Back-office 'archive users': inactive clients kept for records; edit or restore them. */
export default function ArchiveSection() {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  // A restored client's row hands focus to its neighbour.
  const rowFocus = useRowFocus();
  const { page, setPage, q, params } = useListState(ARCHIVE_PAGE_SIZE);
  const list = useUsers('archived', params);
  const restore = useUserAction('restore');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const rows = list.data?.items ?? [];

  async function restoreUser(user: AdminUser) {
    rowFocus.remember(user.id);
    const ok = await confirm({
      returnFocus: rowFocus.returnFocus,
      message: t('archive.confirmRestore', { name: user.fullName }),
      confirmLabel: t('actions.restore'),
    });
    if (!ok) return;
    try {
      await restore.mutateAsync(user.id);
      if (rows.length === 1 && page > 1) setPage(page - 1);
      toast.success(t('archive.restored', { name: user.fullName }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('errors.generic'));
    }
  }

  return (
    <Card flush>
      <ListHeader
        title={t('archive.title')}
        description={t('archive.description')}
        exportPath="/api/users/export"
        exportQuery={{ status: 'archived', q }}
        exportName="clients-archives.csv"
      />
      {list.isError ? (
        <p role="alert" className="px-4 pb-3 text-red-700 text-sm">
          {isApiError(list.error) ? list.error.message : t('errors.load')}
        </p>
      ) : null}
      <ClientsTable
        tableRef={rowFocus.ref}
        caption={t('archive.title')}
        rows={rows}
        loading={list.isPending}
        emptyText={q ? t('emptySearch', { q }) : t('archive.empty')}
        dateColumn={{
          header: t('archive.archivedAt'),
          value: (user) => formatDate(user.archivedAt),
        }}
        actions={(user) => (
          <ActionButtons>
            <IconButton
              aria-label={t('users.editOne', { name: user.fullName })}
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
