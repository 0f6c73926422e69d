import { type AdminUser, USERS_PAGE_SIZE } from '@app/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SectionProps } from '@/components/StandalonePage';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { IconButton } from '@/components/ui/IconButton';
import { useToast } from '@/components/ui/Toast';
import { paths } from '@/config/paths';
import { useBulkDeleteUsers, useUserAction } from '@/features/users/api/users';
import { errorText } from '@/lib/error-text';
import Archive from '~icons/lucide/archive';
import ClipboardList from '~icons/lucide/clipboard-list';
import Trash2 from '~icons/lucide/trash-2';
import UserPlus from '~icons/lucide/user-plus';
import { UserListCard, useUserList } from './UserListCard';

/** Back-office 'users': active clients, edit, archive, trash (one or checked), 'Add Admin'. */
export default function UsersSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const navigate = useNavigate();
  // An archived or deleted client's row hands focus to its neighbour.
  const users = useUserList('active', USERS_PAGE_SIZE);
  const { rows, total, rowsLeft, rowFocus } = users;
  const trash = useUserAction('trash');
  const archive = useUserAction('archive');
  const bulkDelete = useBulkDeleteUsers();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The checked ids a bulk delete is asking about (the dialog is open while set).
  const [bulk, setBulk] = useState<number[] | null>(null);

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
    users.act(user, {
      confirm: {
        message: t('admin.confirmDelete'),
        confirmLabel: t('actions.delete'),
        tone: 'danger',
      },
      run: () => trash.mutateAsync(user.id),
      after: () => setSelected((current) => new Set([...current].filter((id) => id !== user.id))),
      done: t('admin.trashed', { name: user.fullName }),
    });

  const archiveUser = (user: AdminUser) =>
    users.act(user, {
      confirm: {
        message: t('admin.confirmArchive', { name: user.fullName }),
        confirmLabel: t('actions.archive'),
      },
      run: () => archive.mutateAsync(user.id),
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
    <UserListCard
      users={users}
      headingLevel={headingLevel}
      exportName="clients.csv"
      tools={
        <>
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
        </>
      }
      table={{ selection: { selected, onToggle: toggle, onToggleAll: toggleAll } }}
      editable
      actions={(user) => (
        <>
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
        </>
      )}
    >
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(open) => !open && setBulk(null)}
        onConfirm={removeSelected}
        returnFocus={rowFocus.returnFocus}
        message={t('admin.confirmBulkDelete', { count: bulk?.length ?? 0 })}
        confirmLabel={t('actions.delete')}
        tone="danger"
      />
    </UserListCard>
  );
}
