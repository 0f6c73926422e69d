import type { AdminUser, ClientStatus } from '@app/contracts/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { useUsers } from '@/features/users/api/users';
import { useListController } from '@/lib/use-list-controller';
import { type RowAction, useRowAction } from '@/lib/use-row-action';
import Pencil from '~icons/lucide/pencil';
import { ClientsTable, type ClientsTableProps } from './ClientsTable';
import { UserEditDialog } from './UserEditDialog';

/**
 * One page of the clients of a status (active, archived, in the trash) under the header search,
 * and the row actions on it: `act` confirms, runs and toasts, and steps back a page when the
 * page's last row left. Focus follows a row that leaves (see useRowAction).
 */
export function useUserList(status: ClientStatus, limit: number) {
  const { act, confirmDialog, rowFocus } = useRowAction();
  const controller = useListController({ limit, search: true });
  const list = useUsers(status, controller.params);
  const rows = list.data?.items ?? [];
  const actOn = (user: AdminUser, action: RowAction) =>
    act(user.id, {
      ...action,
      after: () => {
        action.after?.();
        controller.rowLeft(rows.length);
      },
    });
  return {
    ...controller,
    status,
    list,
    rows,
    total: list.data?.total ?? 0,
    act: actOn,
    confirmDialog,
    rowFocus,
  };
}

/** Each status's texts in the users namespace. */
const TEXTS = { active: 'admin', archived: 'archive', deleted: 'trash' } as const;

export interface UserListCardProps {
  users: ReturnType<typeof useUserList>;
  /** h2 inside the back-office shell, h1 on the list's own page. */
  headingLevel?: 'h1' | 'h2';
  exportName: string;
  /** Buttons beside the export. */
  tools?: ReactNode;
  /** What the status's table shows besides the clients (their date, a selection). */
  table?: Pick<ClientsTableProps, 'dateColumn' | 'selection'>;
  /** A row's edit button (first) and its dialog. */
  editable?: boolean;
  /** A row's action buttons (after the edit button). */
  actions: (user: AdminUser) => ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
}

/** A back-office list of clients: title and CSV export, the page's rows, the pager, dialogs. */
export function UserListCard({
  users,
  headingLevel,
  exportName,
  tools,
  table,
  editable = false,
  actions,
  children,
}: UserListCardProps) {
  const { t } = useTranslation('users');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const texts = TEXTS[users.status];
  const { q } = users;
  return (
    <Card flush>
      <ListHeader
        as={headingLevel}
        title={t(`${texts}.title`)}
        description={t(`${texts}.description`)}
        exportPath="/api/users/export"
        exportQuery={{ status: users.status, q }}
        exportName={exportName}
      >
        {tools}
      </ListHeader>
      <LoadError error={users.list.error} fallback={t('errors.load')} />
      <ClientsTable
        {...table}
        tableRef={users.rowFocus.ref}
        caption={t(`${texts}.title`)}
        rows={users.rows}
        loading={users.list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t(`${texts}.empty`)}
        actions={(user) => (
          <ActionButtons>
            {editable ? (
              <IconButton
                aria-label={t('admin.editOne', { name: user.fullName })}
                icon={<Pencil aria-hidden className="size-4" />}
                onClick={() => setEditing(user)}
              />
            ) : null}
            {actions(user)}
          </ActionButtons>
        )}
      />
      <ListPager {...users.pager(users.total)} />
      {editable ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
      {children}
      {users.confirmDialog}
    </Card>
  );
}
