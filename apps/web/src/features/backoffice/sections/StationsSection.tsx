import { type AdminStation, STATIONS_PAGE_SIZE, type StationStatus } from '@app/contracts/places';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { IconButton } from '../../../components/ui/IconButton';
import { type Column, Table } from '../../../components/ui/Table';
import { isApiError } from '../../../lib/api-client';
import { EMPTY, formatDate } from '../../../lib/format';
import { StationQrDownload } from '../../reclamations/components/StationQrDownload';
import { PLACE_PATHS, useStations } from '../api/places';
import { ActionButtons } from '../components/lists/ActionButtons';
import { ListHeader } from '../components/lists/ListHeader';
import { ListPager } from '../components/lists/ListPager';
import { StationFormDialog } from '../components/lists/StationFormDialog';
import { useDeleteRow } from '../components/lists/useDeleteRow';
import { useListState } from '../components/lists/useListState';
import type { SectionProps } from './UsersSection';

const STATUS_TONES: Record<StationStatus, BadgeTone> = {
  rented: 'success',
  available: 'info',
  maintenance: 'warning',
  out_of_service: 'danger',
};

/** Back-office 'stations': every station with its space, model, dates and status; full CRUD. */
const STICKY_ACTIONS =
  'lg:sticky lg:right-0 lg:bg-white lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.18)]';
const STICKY_ACTIONS_HEADER =
  'lg:sticky lg:right-0 lg:bg-ink-50 lg:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.18)]';

export default function StationsSection({ headingLevel = 'h2' }: SectionProps) {
  const { t } = useTranslation('backofficeLists');
  const { page, setPage, q, params } = useListState(STATIONS_PAGE_SIZE);
  const list = useStations(params);
  const [target, setTarget] = useState<AdminStation | 'new' | null>(null);
  const { deleteRow, confirmDialog } = useDeleteRow('stations');
  const rows = list.data?.items ?? [];

  const columns: Column<AdminStation>[] = [
    { key: 'reference', header: t('stations.columns.reference'), rowHeader: true },
    {
      key: 'espacePublic',
      header: t('stations.columns.espacePublic'),
      cell: (s) => s.espacePublic ?? EMPTY,
    },
    { key: 'secteur', header: t('stations.columns.secteur'), cell: (s) => s.secteur ?? EMPTY },
    {
      key: 'gouvernorat',
      header: t('stations.columns.gouvernorat'),
      cell: (s) => s.gouvernorat ?? EMPTY,
    },
    { key: 'ville', header: t('stations.columns.ville'), cell: (s) => s.ville ?? EMPTY },
    { key: 'model', header: t('stations.columns.model') },
    {
      key: 'fabrication',
      header: t('stations.columns.fabrication'),
      cell: (s) => formatDate(s.fabrication),
    },
    {
      key: 'entretien',
      header: t('stations.columns.entretien'),
      cell: (s) => formatDate(s.entretien),
    },
    {
      key: 'finLocation',
      header: t('stations.columns.finLocation'),
      cell: (s) => formatDate(s.finLocation),
    },
    {
      key: 'status',
      header: t('stations.columns.status'),
      cell: (s) => <Badge tone={STATUS_TONES[s.status]}>{t(`stations.status.${s.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      // Eleven columns overflow a laptop screen: the actions stay in view while the row scrolls.
      className: STICKY_ACTIONS,
      headerClassName: STICKY_ACTIONS_HEADER,
      cell: (station) => (
        <ActionButtons>
          <StationQrDownload stationId={station.id} reference={station.reference} />
          <IconButton
            aria-label={t('stations.editOne', { reference: station.reference })}
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => setTarget(station)}
          />
          <IconButton
            variant="danger"
            aria-label={t('stations.deleteOne', { reference: station.reference })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() =>
              deleteRow(
                station.id,
                t('stations.confirmDelete', { reference: station.reference }),
                t('stations.deleted', { reference: station.reference }),
                () => rows.length === 1 && page > 1 && setPage(page - 1),
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
        title={t('stations.title')}
        description={t('stations.description')}
        exportPath={`${PLACE_PATHS.stations}/export`}
        exportQuery={{ q }}
        exportName="stations.csv"
        addLabel={t('stations.add')}
        onAdd={() => setTarget('new')}
      />
      {list.isError ? (
        <p role="alert" className="px-4 pb-3 text-red-700 text-sm">
          {isApiError(list.error) ? list.error.message : t('errors.load')}
        </p>
      ) : null}
      <Table
        caption={t('stations.title')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(station) => station.id}
        loading={list.isPending}
        loadingRows={STATIONS_PAGE_SIZE}
        emptyText={q ? t('emptySearch', { q }) : t('stations.empty')}
        stackBelow="lg"
      />
      <ListPager
        page={page}
        total={list.data?.total ?? 0}
        limit={STATIONS_PAGE_SIZE}
        onChange={setPage}
      />
      <StationFormDialog target={target} onClose={() => setTarget(null)} />
      {confirmDialog}
    </Card>
  );
}
