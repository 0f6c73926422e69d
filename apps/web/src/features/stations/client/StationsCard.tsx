import { CLIENT_STATIONS_PAGE_SIZE } from '@app/contracts/portal';
import type { ClientStationRow } from '@app/contracts/telemetry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Table } from '@/components/ui';
import { CardPager } from '@/components/ui/CardPager';
import { LoadError } from '@/components/ui/LoadError';
import { useStations } from '@/features/stations/api/client';
import { LiveBadge } from '@/features/telemetry';
import { useLiveStream } from '@/features/telemetry/api/live-store';
import { formatDate } from '@/lib/format';
import { useSearchPage } from '@/lib/use-search-page';
import Plus from '~icons/lucide/plus';
import { AddStationDialog } from './AddStationDialog';

/** The client's stations, 4 per page, with the 'Add Station' popup. */
export function StationsCard({ q, onGoToSpaces }: { q: string; onGoToSpaces: () => void }) {
  const { t } = useTranslation('stations');
  const [page, setPage] = useSearchPage(q);
  const [adding, setAdding] = useState(false);
  const stations = useStations(page, CLIENT_STATIONS_PAGE_SIZE, q);

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
  const total = stations.data?.total ?? 0;

  return (
    <Card
      title={t('client.title')}
      description={t('client.count', { count: total })}
      actions={
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding(true)}
        >
          {t('client.add')}
        </Button>
      }
      flush
    >
      {stations.isError ? (
        <LoadError onRetry={() => stations.refetch()} />
      ) : (
        <Table
          caption={t('client.title')}
          captionHidden
          columns={columns}
          rows={stations.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={stations.isPending}
          loadingRows={CLIENT_STATIONS_PAGE_SIZE}
          emptyText={q ? t('search.noMatch') : t('client.empty')}
          stackBelow="md"
        />
      )}
      <CardPager
        page={page}
        total={total}
        size={CLIENT_STATIONS_PAGE_SIZE}
        onChange={setPage}
        label={t('client.pagination')}
      />
      <AddStationDialog open={adding} onOpenChange={setAdding} onGoToSpaces={onGoToSpaces} />
    </Card>
  );
}
