import { CLIENT_STATIONS_PAGE_SIZE } from '@app/contracts/portal';
import type { ClientStationRow } from '@app/contracts/telemetry';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui';
import { ListCard } from '@/components/ui/ListCard';
import { useStations } from '@/features/stations/api/client';
import { LiveBadge } from '@/features/telemetry';
import { useLiveStream } from '@/features/telemetry/api/live-store';
import { formatDate } from '@/lib/format';
import { AddStationDialog } from './AddStationDialog';

/** The client's stations, 4 per page, with the 'Add Station' popup. */
export function StationsCard({ onGoToSpaces }: { onGoToSpaces: () => void }) {
  const { t } = useTranslation('stations');
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
      section="stations"
      limit={CLIENT_STATIONS_PAGE_SIZE}
      useRows={useStations}
      columns={columns}
      // The stations popup takes no `onAdded`: the list keeps its page after an add, as before.
      addDialog={({ open, onOpenChange }) => (
        <AddStationDialog open={open} onOpenChange={onOpenChange} onGoToSpaces={onGoToSpaces} />
      )}
    />
  );
}
