import { type AdminUser, TRASH_PAGE_SIZE } from '@app/contracts/users';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { RotateCcw, Trash2 } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { useUserAction, useUsers } from '@/features/users/api/users';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import { useRowAction } from '@/lib/use-row-action';
import { ClientsTable } from './ClientsTable';

/** Back-office 'corbeille': clients moved to the trash; restore them or delete them for good. */
export default function CorbeilleSection() {
  const { t } = useTranslation('users');
  // A restored or purged client's row hands focus to its neighbour.
  const { act, confirmDialog, rowFocus } = useRowAction();
  const { page, setPage, rowLeft, q, params } = useListController({
    limit: TRASH_PAGE_SIZE,
    search: true,
  });
  const list = useUsers('deleted', params);
  const restore = useUserAction('restore');
  const purge = useUserAction('purge');
  const rows = list.data?.items ?? [];

  const stepBack = () => rowLeft(rows.length);

  const restoreUser = (user: AdminUser) =>
    act(user.id, {
      run: () => restore.mutateAsync(user.id),
      after: stepBack,
      done: t('trash.restored', { name: user.fullName }),
    });

  const purgeUser = (user: AdminUser) =>
    act(user.id, {
      confirm: {
        title: t('trash.purgeTitle'),
        message: t('trash.confirmPurge', { name: user.fullName }),
        confirmLabel: t('trash.purge'),
        tone: 'danger',
      },
      run: () => purge.mutateAsync(user.id),
      after: stepBack,
      done: t('trash.purged', { name: user.fullName }),
    });

  return (
    <Card flush>
      <ListHeader
        title={t('trash.title')}
        description={t('trash.description')}
        exportPath="/api/users/export"
        exportQuery={{ status: 'deleted', q }}
        exportName="clients-corbeille.csv"
      />
      <LoadError error={list.error} fallback={t('errors.load')} />
      <ClientsTable
        tableRef={rowFocus.ref}
        caption={t('trash.title')}
        rows={rows}
        loading={list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t('trash.empty')}
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
