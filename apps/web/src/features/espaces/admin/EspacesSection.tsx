import { type AdminEspace, ESPACES_PAGE_SIZE } from '@app/contracts/places';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/StandalonePage';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { IconButton } from '@/components/ui/IconButton';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListLoadError } from '@/components/ui/ListLoadError';
import { ListPager } from '@/components/ui/ListPager';
import { type Column, Table } from '@/components/ui/Table';
import { EMPTY } from '@/lib/format';
import { PLACE_PATHS, useEspaces } from '@/lib/places-api';
import { useDeleteRow } from '@/lib/use-delete-row';
import { useListState } from '@/lib/use-list-state';
import { EspaceFormDialog } from './EspaceFormDialog';

/** Back-office 'espaces publics': every venue with its client; add, edit, delete. */
export default function EspacesSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('espaces');
  const { page, setPage, rowLeft, q, params } = useListState(ESPACES_PAGE_SIZE);
  const list = useEspaces(params);
  const [target, setTarget] = useState<AdminEspace | 'new' | null>(null);
  const { deleteRow, confirmDialog, rowFocus } = useDeleteRow('espaces');
  const rows = list.data?.items ?? [];

  const columns: Column<AdminEspace>[] = [
    { key: 'nom', header: t('admin.columns.nom'), rowHeader: true },
    { key: 'gouvernorat', header: t('admin.columns.gouvernorat') },
    { key: 'ville', header: t('admin.columns.ville') },
    { key: 'activite', header: t('admin.columns.activite') },
    { key: 'client', header: t('admin.columns.client'), cell: (e) => e.client ?? EMPTY },
    { key: 'stationCount', header: t('admin.columns.stations'), align: 'right' },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      cell: (espace) => (
        <ActionButtons>
          <IconButton
            aria-label={t('admin.editOne', { name: espace.nom })}
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => {
              rowFocus.remember(espace.id);
              setTarget(espace);
            }}
          />
          <IconButton
            variant="danger"
            aria-label={t('admin.deleteOne', { name: espace.nom })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() =>
              deleteRow(
                espace.id,
                t('admin.confirmDelete', { name: espace.nom }),
                t('admin.deleted', { name: espace.nom }),
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
        as={headingLevel}
        title={t('admin.title')}
        description={t('admin.description')}
        exportPath={`${PLACE_PATHS.espaces}/export`}
        exportQuery={{ q }}
        exportName="espaces.csv"
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
        rowKey={(espace) => espace.id}
        loading={list.isPending}
        emptyText={q ? t('list.emptySearch', { q }) : t('admin.empty')}
        stackBelow="lg"
      />
      <ListPager
        page={page}
        total={list.data?.total ?? 0}
        limit={ESPACES_PAGE_SIZE}
        onChange={setPage}
        layout="leading"
      />
      <EspaceFormDialog
        target={target}
        onClose={() => setTarget(null)}
        returnFocus={rowFocus.returnFocus}
      />
      {confirmDialog}
    </Card>
  );
}
