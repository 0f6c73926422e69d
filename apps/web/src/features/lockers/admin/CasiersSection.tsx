import { type AdminLocker, LOCKERS_PAGE_SIZE } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { Card } from '@/components/ui/Card';
import { EditDeleteButtons } from '@/components/ui/EditDeleteButtons';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListLoadError } from '@/components/ui/ListLoadError';
import { ListPager } from '@/components/ui/ListPager';
import { type Column, Table } from '@/components/ui/Table';
import { EMPTY } from '@/lib/format';
import { PLACE_PATHS } from '@/lib/places-api';
import { usePlaceList } from '@/lib/use-place-list';
import { LockerFormDialog } from './LockerFormDialog';

/** Back-office 'casiers': lockers placed in public spaces; add, edit, delete. */
export default function CasiersSection() {
  const { t } = useTranslation('backofficeLists');
  const lockers = usePlaceList('lockers', LOCKERS_PAGE_SIZE);
  const { q } = lockers;

  const columns: Column<AdminLocker>[] = [
    {
      key: 'numero',
      header: t('lockers.columns.numero'),
      rowHeader: true,
      cell: (l) => t('lockers.numeroValue', { numero: l.numero }),
    },
    { key: 'reference', header: t('lockers.columns.reference') },
    {
      key: 'espacePublic',
      header: t('lockers.columns.espacePublic'),
      cell: (l) => l.espacePublic ?? EMPTY,
    },
    { key: 'secteur', header: t('lockers.columns.secteur'), cell: (l) => l.secteur ?? EMPTY },
    {
      key: 'gouvernorat',
      header: t('lockers.columns.gouvernorat'),
      cell: (l) => l.gouvernorat ?? EMPTY,
    },
    { key: 'ville', header: t('lockers.columns.ville'), cell: (l) => l.ville ?? EMPTY },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      cell: (locker) => {
        const names = { numero: locker.numero, reference: locker.reference };
        return (
          <ActionButtons>
            <EditDeleteButtons
              editLabel={t('lockers.editOne', names)}
              deleteLabel={t('lockers.deleteOne', names)}
              onEdit={() => lockers.edit(locker)}
              onDelete={() =>
                lockers.deleteRow(
                  locker,
                  t('lockers.confirmDelete', names),
                  t('lockers.deleted', { numero: locker.numero }),
                )
              }
            />
          </ActionButtons>
        );
      },
    },
  ];

  return (
    <Card flush>
      <ListHeader
        title={t('lockers.title')}
        description={t('lockers.description')}
        exportPath={`${PLACE_PATHS.lockers}/export`}
        exportQuery={{ q }}
        exportName="casiers.csv"
        addLabel={t('lockers.add')}
        onAdd={lockers.add}
      />
      <ListLoadError list={lockers.list} fallback={t('errors.load')} />
      <Table
        {...lockers.table}
        caption={t('lockers.title')}
        captionHidden
        columns={columns}
        emptyText={q ? t('emptySearch', { q }) : t('lockers.empty')}
        stackBelow="lg"
      />
      <ListPager {...lockers.pager} />
      <LockerFormDialog {...lockers.dialog} />
      {lockers.confirmDialog}
    </Card>
  );
}
