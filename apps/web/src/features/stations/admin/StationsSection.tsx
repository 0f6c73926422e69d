import { STATIONS_PAGE_SIZE } from '@app/contracts/places';
import type { AdminStationRow } from '@app/contracts/telemetry';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '@/components/StandalonePage';
import { ActionButtons } from '@/components/ui/ActionButtons';
import { EditDeleteButtons } from '@/components/ui/EditDeleteButtons';
import type { Column } from '@/components/ui/Table';
import { locationColumns, PlaceListCard } from '@/features/places';
import { usePlaceList } from '@/features/places/api/use-place-list';
import { CredentialsButton, FleetLink, LiveBadge, StationLiveLink } from '@/features/telemetry';
import { useLiveStream } from '@/features/telemetry/api/live-store';
import { formatDate } from '@/lib/format';
import { StationFormDialog } from './StationFormDialog';
import { StationQrDownload } from './StationQrDownload';
import { StationStatusCell } from './StationStatusCell';

/** Back-office 'stations': every station with its space, model, dates and status; full CRUD. */
const STICKY_ACTIONS =
  'lg:sticky lg:right-0 lg:bg-white lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.18)]';
const STICKY_ACTIONS_HEADER =
  'lg:sticky lg:right-0 lg:bg-ink-50 lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.18)]';

export default function StationsSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('stations');
  const stations = usePlaceList('stations', STATIONS_PAGE_SIZE);
  useLiveStream('admin'); // the Status cells' live badges update as stations report

  const columns: Column<AdminStationRow>[] = [
    { key: 'reference', header: t('admin.columns.reference'), rowHeader: true },
    ...locationColumns<AdminStationRow>((key) => t(`admin.columns.${key}`)),
    { key: 'model', header: t('admin.columns.model') },
    {
      key: 'fabrication',
      header: t('admin.columns.fabrication'),
      cell: (s) => formatDate(s.fabrication),
    },
    {
      key: 'entretien',
      header: t('admin.columns.entretien'),
      cell: (s) => formatDate(s.entretien),
    },
    {
      key: 'finLocation',
      header: t('admin.columns.finLocation'),
      cell: (s) => formatDate(s.finLocation),
    },
    {
      key: 'status',
      header: t('admin.columns.status'),
      cell: (s) => (
        <StationStatusCell station={s}>
          <LiveBadge stationId={s.id} live={s.live} />
        </StationStatusCell>
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      // The dense table fits 1280 px; narrower laptops scroll it, the actions staying in view.
      className: STICKY_ACTIONS,
      headerClassName: STICKY_ACTIONS_HEADER,
      cell: (station) => (
        <ActionButtons>
          <StationQrDownload stationId={station.id} reference={station.reference} compact />
          <div className="inline-flex flex-col gap-1">
            <StationLiveLink stationId={station.id} reference={station.reference} />
            <CredentialsButton stationId={station.id} reference={station.reference} />
          </div>
          {/* Small columns (sticker files, live/credentials, edit/delete): the ten data columns keep the width. */}
          <div className="inline-flex flex-col gap-1">
            <EditDeleteButtons
              size="sm"
              editLabel={t('admin.editOne', { reference: station.reference })}
              deleteLabel={t('admin.deleteOne', { reference: station.reference })}
              onEdit={() => stations.edit(station)}
              onDelete={() =>
                stations.deleteRow(
                  station,
                  t('admin.confirmDelete', { reference: station.reference }),
                  t('admin.deleted', { reference: station.reference }),
                )
              }
            />
          </div>
        </ActionButtons>
      ),
    },
  ];

  return (
    <PlaceListCard
      place="stations"
      list={stations}
      columns={columns}
      headingLevel={headingLevel}
      exportName="stations.csv"
      intro={<FleetLink />}
      table={{ loadingRows: STATIONS_PAGE_SIZE, dense: true }}
    >
      <StationFormDialog {...stations.dialog} />
    </PlaceListCard>
  );
}
