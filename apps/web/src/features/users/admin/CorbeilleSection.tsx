import { type AdminUser, TRASH_PAGE_SIZE } from '@app/contracts/users';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { IconButton } from '@/components/ui/IconButton';
import { RotateCcw, Trash2 } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { useToast } from '@/components/ui/Toast';
import { useUserAction, useUsers } from '@/features/users/api/users';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { useRowFocus } from '@/lib/use-row-focus';
import { ClientsTable } from './ClientsTable';

/** Back-office 'corbeille': clients moved to the trash; restore them or delete them for good. */
export default function CorbeilleSection() {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  // A restored or purged client's row hands focus to its neighbour.
  const rowFocus = useRowFocus();
  const { page, setPage, q, params } = useListState(TRASH_PAGE_SIZE);
  const list = useUsers('deleted', params);
  const restore = useUserAction('restore');
  const purge = useUserAction('purge');
  const rows = list.data?.items ?? [];

  const fail = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : t('errors.generic'));
  const stepBack = () => {
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };

  async function restoreUser(user: AdminUser) {
    rowFocus.remember(user.id);
    try {
      await restore.mutateAsync(user.id);
      stepBack();
      toast.success(t('trash.restored', { name: user.fullName }));
    } catch (error) {
      fail(error);
    }
  }

  async function purgeUser(user: AdminUser) {
    rowFocus.remember(user.id);
    const ok = await confirm({
      returnFocus: rowFocus.returnFocus,
      title: t('trash.purgeTitle'),
      message: t('trash.confirmPurge', { name: user.fullName }),
      confirmLabel: t('trash.purge'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await purge.mutateAsync(user.id);
      stepBack();
      toast.success(t('trash.purged', { name: user.fullName }));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Card flush>
      <ListHeader
        title={t('trash.title')}
        description={t('trash.description')}
        exportPath="/api/users/export"
        exportQuery={{ status: 'deleted', q }}
        exportName="clients-corbeille.csv"
      />
      {list.isError ? (
        <p role="alert" className="px-4 pb-3 text-red-700 text-sm">
          {isApiError(list.error) ? list.error.message : t('errors.load')}
        </p>
      ) : null}
      <ClientsTable
        tableRef={rowFocus.ref}
        caption={t('trash.title')}
        rows={rows}
        loading={list.isPending}
        emptyText={q ? t('emptySearch', { q }) : t('trash.empty')}
        dateColumn={{ header: t('trash.deletedAt'), value: (user) => formatDate(user.deletedAt) }}
        actions={(user) => (
          <ActionButtons>
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
          </ActionButtons>
        )}
      />
      <ListPager
        page={page}
        total={list.data?.total ?? 0}
        limit={TRASH_PAGE_SIZE}
        onChange={setPage}
      />
      {confirmDialog}
    </Card>
  );
}
