import { type AdminUser, USERS_PAGE_SIZE } from '@app/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SectionProps } from '@/components/StandalonePage';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { IconButton } from '@/components/ui/IconButton';
import { Archive, ClipboardList, Pencil, Trash2, UserPlus } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { useToast } from '@/components/ui/Toast';
import { paths } from '@/config/paths';
import { useBulkDeleteUsers, useUserAction, useUsers } from '@/features/users/api/users';
import { errorText } from '@/lib/error-text';
import { useListController } from '@/lib/use-list-controller';
import { useRowAction } from '@/lib/use-row-action';
import { ClientsTable } from './ClientsTable';
import { UserEditDialog } from './UserEditDialog';

/** Back-office 'users': active clients, edit, archive, trash (one or checked), 'Add Admin'. */
export default function UsersSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const navigate = useNavigate();
  // An archived or deleted client's row hands focus to its neighbour.
  const { act, confirmDialog, rowFocus } = useRowAction();
  const { page, setPage, rowLeft, rowsLeft, q, params } = useListController({
    limit: USERS_PAGE_SIZE,
    search: true,
  });
  const list = useUsers('active', params);
  const trash = useUserAction('trash');
  const archive = useUserAction('archive');
  const bulkDelete = useBulkDeleteUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The checked ids a bulk delete is asking about (the dialog is open while set).
  const [bulk, setBulk] = useState<number[] | null>(null);

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll(checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (checked) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });
  }

  const remove = (user: AdminUser) =>
    act(user.id, {
      confirm: {
        message: t('admin.confirmDelete'),
        confirmLabel: t('actions.delete'),
        tone: 'danger',
      },
      run: () => trash.mutateAsync(user.id),
      after: () => {
        setSelected((current) => new Set([...current].filter((id) => id !== user.id)));
        rowLeft(rows.length);
      },
      done: t('admin.trashed', { name: user.fullName }),
    });

  const archiveUser = (user: AdminUser) =>
    act(user.id, {
      confirm: {
        message: t('admin.confirmArchive', { name: user.fullName }),
        confirmLabel: t('actions.archive'),
      },
      run: () => archive.mutateAsync(user.id),
      after: () => rowLeft(rows.length),
      done: t('admin.archived', { name: user.fullName }),
    });

  function askRemoveSelected() {
    // The checked rows of this page leave together: focus goes past the first of them, to the
    // same control a single delete lands on (the next row's delete button, its last control).
    rowFocus.remember(
      rows.filter((row) => selected.has(row.id)).map((row) => row.id),
      { control: -1 },
    );
    setBulk([...selected]);
  }

  /**
   * Runs inside the confirmation, which closes once the rows are gone: the bulk button leaves with
   * the selection, so the dialog hands focus to the rows' successor rather than to <body>.
   */
  async function removeSelected() {
    try {
      const { count } = await bulkDelete.mutateAsync(bulk ?? []);
      setSelected(new Set());
      rowsLeft(count, total);
      toast.success(t('admin.bulkTrashed', { count }));
    } catch (error) {
      toast.error(errorText(error, t('errors.action')));
      throw error;
    }
  }

  return (
    <Card flush>
      <ListHeader
        as={headingLevel}
        title={t('admin.title')}
        description={t('admin.description')}
        exportPath="/api/users/export"
        exportQuery={{ status: 'active', q }}
        exportName="clients.csv"
      >
        {selected.size > 0 ? (
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={askRemoveSelected}
          >
            {t('admin.deleteSelected', { count: selected.size })}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<ClipboardList aria-hidden className="size-4" />}
          onClick={() => navigate(paths.staffQuestionnaires)}
        >
          {t('admin.questionnaires')}
        </Button>
        <Button
          size="sm"
          icon={<UserPlus aria-hidden className="size-4" />}
          onClick={() => navigate(paths.adminRegister)}
        >
          {t('admin.addAdmin')}
        </Button>
      </ListHeader>
      <LoadError error={list.error} fallback={t('errors.load')} />
      <ClientsTable
        tableRef={rowFocus.ref}
        caption={t('admin.title')}
        rows={rows}
        loading={list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t('admin.empty')}
        selection={{ selected, onToggle: toggle, onToggleAll: toggleAll }}
        actions={(user) => (
          <ActionButtons>
            <IconButton
              aria-label={t('admin.editOne', { name: user.fullName })}
              icon={<Pencil aria-hidden className="size-4" />}
              onClick={() => setEditing(user)}
            />
            <IconButton
              aria-label={t('admin.archiveOne', { name: user.fullName })}
              icon={<Archive aria-hidden className="size-4" />}
              onClick={() => archiveUser(user)}
            />
            <IconButton
              variant="danger"
              aria-label={t('admin.deleteOne', { name: user.fullName })}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => remove(user)}
            />
          </ActionButtons>
        )}
      />
      <ListPager page={page} total={total} limit={USERS_PAGE_SIZE} onChange={setPage} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      {confirmDialog}
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(open) => !open && setBulk(null)}
        onConfirm={removeSelected}
        returnFocus={rowFocus.returnFocus}
        message={t('admin.confirmBulkDelete', { count: bulk?.length ?? 0 })}
        confirmLabel={t('actions.delete')}
        tone="danger"
      />
    </Card>
  );
}
