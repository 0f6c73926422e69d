import { CLIENT_ESPACES_PAGE_SIZE, type ClientEspace } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui';
import { ListCard } from '@/components/ui/ListCard';
import { useEspaces } from '@/features/espaces/api/client';
import { useListController } from '@/lib/use-list-controller';
import { AddSpaceDialog } from './AddSpaceDialog';

/** The client's spaces (venues), 5 per page, with the add popup. */
export function SpacesSection() {
  const { t } = useTranslation('espaces');
  const controller = useListController({ limit: CLIENT_ESPACES_PAGE_SIZE, search: true });
  const [adding, setAdding] = useState(false);
  const list = useEspaces(controller.page, CLIENT_ESPACES_PAGE_SIZE, controller.q);

  const columns: Column<ClientEspace>[] = [
    { key: 'nom', header: t('client.nom'), rowHeader: true },
    { key: 'ville', header: t('client.ville') },
    { key: 'gouvernorat', header: t('client.gouvernorat') },
    { key: 'activite', header: t('client.activite') },
    { key: 'stations', header: t('client.stations'), align: 'right' },
  ];

  return (
    <ListCard
      title={t('client.title')}
      description={t('client.count', { count: list.data?.total ?? 0 })}
      addLabel={t('client.add')}
      onAdd={() => setAdding(true)}
      list={list}
      columns={columns}
      controller={controller}
      pagerLabel={t('client.pagination')}
      emptyText={controller.q ? t('search.noMatch') : t('client.empty')}
    >
      <AddSpaceDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={() => controller.setPage(1)}
      />
    </ListCard>
  );
}
