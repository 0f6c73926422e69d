import { type AdminLocker, LOCKERS_PAGE_SIZE } from '@app/contracts/places';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListLoadError } from '@/components/ui/ListLoadError';
import { ListPager } from '@/components/ui/ListPager';
import { type Column, Table } from '@/components/ui/Table';
import { EMPTY } from '@/lib/format';
import { PLACE_PATHS, useLockers } from '@/lib/places-api';
import { useDeleteRow } from '@/lib/use-delete-row';
import { useListState } from '@/lib/use-list-state';
import { LockerFormDialog } from './LockerFormDialog';

/** Back-office 'casiers': lockers placed in public spaces; add, edit, delete. */
export default function CasiersSection() {
  const { t } = useTranslation('lockers');
  const { page, setPage, rowLeft, q, params } = useListState(LOCKERS_PAGE_SIZE);
  const list = useLockers(params);
  const [target, setTarget] = useState<AdminLocker | 'new' | null>(null);
  const { deleteRow, confirmDialog, rowFocus } = useDeleteRow('lockers');
  const rows = list.data?.items ?? [];

  const columns: Column<AdminLocker>[] = [
    {
      key: 'numero',
      header: t('admin.columns.numero'),
      rowHeader: true,
      cell: (l) => t('admin.numeroValue', { numero: l.numero }),
    },
    { key: 'reference', header: t('admin.columns.reference') },
    {
      key: 'espacePublic',
      header: t('admin.columns.espacePublic'),
      cell: (l) => l.espacePublic ?? EMPTY,
    },
    { key: 'secteur', header: t('admin.columns.secteur'), cell: (l) => l.secteur ?? EMPTY },
    {
      key: 'gouvernorat',
      header: t('admin.columns.gouvernorat'),
      cell: (l) => l.gouvernorat ?? EMPTY,
    },
    { key: 'ville', header: t('admin.columns.ville'), cell: (l) => l.ville ?? EMPTY },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      cell: (locker) => (
        <ActionButtons>
          <IconButton
            aria-label={t('admin.editOne', {
              numero: locker.numero,
              reference: locker.reference,
            })}
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => {
              rowFocus.remember(locker.id);
              setTarget(locker);
            }}
          />
          <IconButton
            variant="danger"
            aria-label={t('admin.deleteOne', {
              numero: locker.numero,
              reference: locker.reference,
            })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() =>
              deleteRow(
                locker.id,
                t('admin.confirmDelete', { numero: locker.numero, reference: locker.reference }),
                t('admin.deleted', { numero: locker.numero }),
                () => rowLeft(rows.length),
              )
            }
          />
        </ActionButtons>
      ),
    },
  ];

  return (
    <Card flush>
      <ListHeader
        title={t('admin.title')}
        description={t('admin.description')}
        exportPath={`${PLACE_PATHS.lockers}/export`}
        exportQuery={{ q }}
        exportName="casiers.csv"
        addLabel={t('admin.add')}
        onAdd={() => setTarget('new')}
      />
      <ListLoadError list={list} fallback={t('errors.load')} />
      <Table
        ref={rowFocus.ref}
        caption={t('admin.title')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(locker) => locker.id}
        loading={list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t('admin.empty')}
        stackBelow="lg"
      />
      <ListPager
        page={page}
        total={list.data?.total ?? 0}
        limit={LOCKERS_PAGE_SIZE}
        onChange={setPage}
      />
      <LockerFormDialog
        target={target}
        onClose={() => setTarget(null)}
        returnFocus={rowFocus.returnFocus}
      />
      {confirmDialog}
    </Card>
  );
}
