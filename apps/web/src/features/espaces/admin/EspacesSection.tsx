import { type AdminEspace, ESPACES_PAGE_SIZE } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/StandalonePage';
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
import { EspaceFormDialog } from './EspaceFormDialog';

/** Back-office 'espaces publics': every venue with its client; add, edit, delete. */
export default function EspacesSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('backofficeLists');
  const espaces = usePlaceList('espaces', ESPACES_PAGE_SIZE);
  const { q } = espaces;

  const columns: Column<AdminEspace>[] = [
    { key: 'nom', header: t('espaces.columns.nom'), rowHeader: true },
    { key: 'gouvernorat', header: t('espaces.columns.gouvernorat') },
    { key: 'ville', header: t('espaces.columns.ville') },
    { key: 'activite', header: t('espaces.columns.activite') },
    { key: 'client', header: t('espaces.columns.client'), cell: (e) => e.client ?? EMPTY },
    { key: 'stationCount', header: t('espaces.columns.stations'), align: 'right' },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      cell: (espace) => (
        <ActionButtons>
          <EditDeleteButtons
            editLabel={t('espaces.editOne', { name: espace.nom })}
            deleteLabel={t('espaces.deleteOne', { name: espace.nom })}
            onEdit={() => espaces.edit(espace)}
            onDelete={() =>
              espaces.deleteRow(
                espace,
                t('espaces.confirmDelete', { name: espace.nom }),
                t('espaces.deleted', { name: espace.nom }),
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
        title={t('espaces.title')}
        description={t('espaces.description')}
        exportPath={`${PLACE_PATHS.espaces}/export`}
        exportQuery={{ q }}
        exportName="espaces.csv"
        addLabel={t('espaces.add')}
        onAdd={espaces.add}
      />
      <ListLoadError list={espaces.list} fallback={t('errors.load')} />
      <Table
        {...espaces.table}
        caption={t('espaces.title')}
        captionHidden
        columns={columns}
        emptyText={q ? t('emptySearch', { q }) : t('espaces.empty')}
        stackBelow="lg"
      />
      <ListPager {...espaces.pager} layout="leading" />
      <EspaceFormDialog {...espaces.dialog} />
      {espaces.confirmDialog}
    </Card>
  );
}
