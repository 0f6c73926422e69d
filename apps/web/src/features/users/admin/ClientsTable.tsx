import type { AdminUser } from '@app/contracts/users';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { EmailText } from '@/components/ui/EmailText';
import { type Column, Table } from '@/components/ui/Table';
import { EMPTY } from '@/lib/format';
import { maskPhone } from './mask';

export interface ClientsTableProps {
  caption: string;
  rows: readonly AdminUser[];
  loading: boolean;
  emptyText: string;
  actions: (user: AdminUser) => ReactNode;
  /** Checkbox column for bulk actions (users list only). */
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (id: number) => void;
    onToggleAll: (checked: boolean) => void;
  };
  /** An extra date column (archived or deleted on). */
  dateColumn?: { header: string; value: (user: AdminUser) => ReactNode };
  /** The table's box (`useRowFocus().ref`: focus moves on when a row leaves). */
  tableRef?: Ref<HTMLDivElement>;
}

/** The client columns the users, archive and trash lists share. */
export function ClientsTable({
  caption,
  rows,
  loading,
  emptyText,
  actions,
  selection,
  dateColumn,
  tableRef,
}: ClientsTableProps) {
  const { t } = useTranslation('users');
  const allChecked = rows.length > 0 && rows.every((row) => selection?.selected.has(row.id));

  const columns: Column<AdminUser>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: (
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={t('admin.selectAll')}
                checked={allChecked}
                onChange={(event) => selection.onToggleAll(event.target.checked)}
              />
            ),
            label: t('admin.select'),
            cell: (user: AdminUser) => (
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={t('admin.selectOne', { name: user.fullName })}
                checked={selection.selected.has(user.id)}
                onChange={() => selection.onToggle(user.id)}
              />
            ),
          },
        ]
      : []),
    { key: 'fullName', header: t('admin.columns.fullName'), rowHeader: true },
    {
      key: 'email',
      header: t('admin.columns.email'),
      cell: (user) => <EmailText email={user.email} />,
    },
    { key: 'phone', header: t('admin.columns.phone') },
    {
      key: 'phone2',
      header: t('admin.columns.phone2'),
      cell: (user) => {
        const masked = maskPhone(user.phone2);
        return masked ? (
          <>
            <span aria-hidden>{masked}</span>
            <span className="sr-only">
              {t('admin.maskedPhone', { end: user.phone2?.slice(-3) })}
            </span>
          </>
        ) : (
          EMPTY
        );
      },
    },
    { key: 'companyName', header: t('admin.columns.companyName') },
    {
      key: 'role',
      header: t('admin.columns.role'),
      cell: () => <Badge tone="info">{t('admin.roleClient')}</Badge>,
    },
    ...(dateColumn
      ? [
          {
            key: 'date',
            header: dateColumn.header,
            cell: (user: AdminUser) => dateColumn.value(user),
          },
        ]
      : []),
    { key: 'actions', header: t('table.actions'), cell: actions, align: 'right' as const },
  ];

  return (
    <Table
      ref={tableRef}
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      loading={loading}
      loadingRows={5}
      emptyText={emptyText}
      stackBelow="lg"
    />
  );
}
