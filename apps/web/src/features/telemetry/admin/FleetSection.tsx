import { FLEET_FILTERS, type FleetFilter, type FleetStation } from '@app/contracts/telemetry';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { type Column, Table } from '@/components/ui/Table';
import { telemetryKeys, useFleet, useOpenAlerts } from '@/features/telemetry/api/telemetry';
import { useLiveRefresh } from '@/features/telemetry/api/use-live-refresh';
import { LiveBadge } from '@/features/telemetry/shared/LiveBadge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { AlertItem } from './AlertItem';
import { placeOf } from './FleetMap';

const FleetMap = lazy(() => import('./FleetMap'));

/**
 * Back-office section 'Flotte connectée' (`/admin/flotte`, inside the shell): counts, the map of
 * the located stations, the stations without a known place listed apart (never drawn at a
 * made-up point), the list by live state, and open alerts.
 */
export default function FleetSection() {
  const { t } = useTranslation('telemetry');
  const [filter, setFilter] = useState<FleetFilter>('all');
  const fleet = useFleet(filter);
  const alerts = useOpenAlerts();
  useLiveRefresh('admin', [telemetryKeys.all]);
  const stations = fleet.data?.stations ?? [];
  const located = stations.filter((station) => placeOf(station) !== null);
  const unplaced = stations.filter((station) => placeOf(station) === null);
  const counts = fleet.data?.counts;

  const columns: Column<FleetStation>[] = [
    {
      key: 'reference',
      header: t('fleet.columns.reference'),
      rowHeader: true,
      cell: (s) => (
        <Link to={`/admin/stations/${s.id}`} className="font-medium text-brand-800 hover:underline">
          {s.reference}
        </Link>
      ),
    },
    {
      key: 'place',
      header: t('fleet.columns.place'),
      cell: (s) => [s.espacePublic, s.ville, s.gouvernorat].filter(Boolean).join(', ') || '—',
    },
    { key: 'client', header: t('fleet.columns.client'), cell: (s) => s.client ?? '—' },
    {
      key: 'live',
      header: t('fleet.columns.live'),
      cell: (s) => <LiveBadge stationId={s.id} live={s.live} />,
    },
  ];

  return (
    <div className="grid gap-4">
      <p className="text-ink-600 text-sm">{t('fleet.description')}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-live="polite">
        {(['total', 'online', 'offline', 'fault', 'charging'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-white p-3 shadow-card">
            <dt className="text-ink-600 text-xs">{t(`fleet.counts.${key}`)}</dt>
            <dd className="font-bold text-ink-950 text-xl" data-testid={`fleet-count-${key}`}>
              {counts ? formatNumber(counts[key]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('fleet.filterLabel')}</legend>
        {FLEET_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'min-h-10 rounded-full px-4 font-medium text-sm ring-1 ring-inset',
              filter === value
                ? 'bg-brand-800 text-white ring-brand-800'
                : 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50',
            )}
          >
            {t(`fleet.filters.${value}`)}
          </button>
        ))}
      </fieldset>
      {fleet.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('errors.load')}
        </p>
      ) : null}
      <Card flush>
        <Suspense fallback={<Skeleton className="h-72 rounded-xl sm:h-96" />}>
          <FleetMap stations={located} />
        </Suspense>
      </Card>
      {unplaced.length > 0 ? (
        <Card
          title={t('fleet.unplacedTitle')}
          description={t('fleet.unplaced', { count: unplaced.length })}
        >
          <ul aria-label={t('fleet.unplacedTitle')} className="divide-y divide-ink-100">
            {unplaced.map((station) => (
              <li
                key={station.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <Link
                  to={`/admin/stations/${station.id}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {station.reference}
                </Link>
                <span className="text-ink-600 text-sm">
                  {station.espacePublic ?? t('fleet.noSpace')}
                </span>
                <LiveBadge stationId={station.id} live={station.live} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card title={t('fleet.listTitle')} flush>
          <Table
            caption={t('fleet.listTitle')}
            captionHidden
            columns={columns}
            rows={stations}
            rowKey={(s) => s.id}
            loading={fleet.isPending}
            emptyText={t('fleet.empty')}
            stackBelow="md"
          />
        </Card>
        <Card title={t('fleet.alerts')}>
          {alerts.data && alerts.data.length > 0 ? (
            <ul className="divide-y divide-ink-100">
              {alerts.data.map((alert) => (
                <AlertItem key={alert.id} alert={alert} linkToStation />
              ))}
            </ul>
          ) : (
            <p className="text-ink-600 text-sm">
              {alerts.isError ? t('errors.load') : t('fleet.alertsEmpty')}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
