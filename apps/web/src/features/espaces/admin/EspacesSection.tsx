import { type AdminEspace, ESPACES_PAGE_SIZE } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/StandalonePage';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { EditDeleteButtons } from '@/components/ui/EditDeleteButtons';
import type { Column } from '@/components/ui/Table';
import { PlaceListCard } from '@/features/places';
import { usePlaceList } from '@/features/places/api/use-place-list';
import { EMPTY } from '@/lib/format';
import { EspaceFormDialog } from './EspaceFormDialog';

/** Back-office 'espaces publics': every venue with its client; add, edit, delete. */
export default function EspacesSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('espaces');
  const espaces = usePlaceList('espaces', ESPACES_PAGE_SIZE);

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
          <EditDeleteButtons
            editLabel={t('admin.editOne', { name: espace.nom })}
            deleteLabel={t('admin.deleteOne', { name: espace.nom })}
            onEdit={() => espaces.edit(espace)}
            onDelete={() =>
              espaces.deleteRow(
                espace,
                t('admin.confirmDelete', { name: espace.nom }),
                t('admin.deleted', { name: espace.nom }),
              )
            }
          />
        </ActionButtons>
      ),
    },
  ];

  return (
    <PlaceListCard
      place="espaces"
      list={espaces}
      columns={columns}
      headingLevel={headingLevel}
      exportName="espaces.csv"
      pagerLayout="leading"
    >
      <EspaceFormDialog {...espaces.dialog} />
    </PlaceListCard>
  );
}
