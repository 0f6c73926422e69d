import { type AdminLocker, LOCKERS_PAGE_SIZE } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { EditDeleteButtons } from '@/components/ui/EditDeleteButtons';
import type { Column } from '@/components/ui/Table';
import { locationColumns, PlaceListCard } from '@/features/places';
import { usePlaceList } from '@/features/places/api/use-place-list';
import { LockerFormDialog } from './LockerFormDialog';

/** Back-office 'casiers': lockers placed in public spaces; add, edit, delete. */
export default function CasiersSection() {
  const { t } = useTranslation('lockers');
  const lockers = usePlaceList('lockers', LOCKERS_PAGE_SIZE);

  const columns: Column<AdminLocker>[] = [
    {
      key: 'numero',
      header: t('admin.columns.numero'),
      rowHeader: true,
      cell: (l) => t('admin.numeroValue', { numero: l.numero }),
    },
    { key: 'reference', header: t('admin.columns.reference') },
    ...locationColumns<AdminLocker>((key) => t(`admin.columns.${key}`)),
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      cell: (locker) => {
        const names = { numero: locker.numero, reference: locker.reference };
        return (
          <ActionButtons>
            <EditDeleteButtons
              editLabel={t('admin.editOne', names)}
              deleteLabel={t('admin.deleteOne', names)}
              onEdit={() => lockers.edit(locker)}
              onDelete={() =>
                lockers.deleteRow(
                  locker,
                  t('admin.confirmDelete', names),
                  t('admin.deleted', { numero: locker.numero }),
                )
              }
            />
          </ActionButtons>
        );
      },
    },
  ];

  return (
    <PlaceListCard place="lockers" list={lockers} columns={columns} exportName="casiers.csv">
      <LockerFormDialog {...lockers.dialog} />
    </PlaceListCard>
  );
}
