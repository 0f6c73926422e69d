import { CLIENT_STATIONS_PAGE_SIZE } from '@app/contracts/portal';
import type { ClientStationRow } from '@app/contracts/telemetry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui';
import { ListCard } from '@/components/ui/ListCard';
import { useStations } from '@/features/stations/api/client';
import { LiveBadge } from '@/features/telemetry';
import { useLiveStream } from '@/features/telemetry/api/live-store';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import { AddStationDialog } from './AddStationDialog';

/** The client's stations, 4 per page, with the 'Add Station' popup. */
export function StationsCard({ onGoToSpaces }: { onGoToSpaces: () => void }) {
  const { t } = useTranslation('stations');
  const controller = useListController({
    limit: CLIENT_STATIONS_PAGE_SIZE,
    search: true,
  });
  const [adding, setAdding] = useState(false);
  const stations = useStations(controller.page, CLIENT_STATIONS_PAGE_SIZE, controller.q);

  useLiveStream('client'); // live badges update as the client's stations report

  const columns: Column<ClientStationRow>[] = [
    { key: 'reference', header: t('client.reference'), rowHeader: true },
    { key: 'espace', header: t('client.espace') },
    { key: 'adresse', header: t('client.adresse') },
    {
      key: 'date_installation',
      header: t('client.dateInstallation'),
      cell: (row) => formatDate(row.date_installation),
    },
    {
      key: 'live',
      header: t('client.live'),
      cell: (row) => <LiveBadge stationId={row.id} live={row.live} />,
    },
  ];

  return (
    <ListCard
      title={t('client.title')}
      description={t('client.count', { count: stations.data?.total ?? 0 })}
      addLabel={t('client.add')}
      onAdd={() => setAdding(true)}
      list={stations}
      columns={columns}
      controller={controller}
      pagerLabel={t('client.pagination')}
      emptyText={controller.q ? t('search.noMatch') : t('client.empty')}
    >
      <AddStationDialog open={adding} onOpenChange={setAdding} onGoToSpaces={onGoToSpaces} />
    </ListCard>
  );
}
