import type { TelemetryRecord } from '@app/contracts/telemetry';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { type Column, Table } from '@/components/ui/Table';
import { paths } from '@/config/paths';
import { telemetryKeys, useStationTelemetry } from '@/features/telemetry/api/telemetry';
import { useLiveRefresh } from '@/features/telemetry/api/use-live-refresh';
import { LiveBadge } from '@/features/telemetry/shared/LiveBadge';
import { formatDateTime } from '@/lib/format';
import { AlertItem } from './AlertItem';
import { CredentialsButton } from './CredentialsButton';
import { TelemetryFrame } from './TelemetryFrame';

export interface StationPageProps {
  /** Admins issue MQTT credentials; technicians do not see the button (issue 32). */
  canIssueCredentials?: boolean;
  /** What other features add under the live state (app/ composes: remote commands, work orders). */
  operations?: (station: { id: number; reference: string }) => ReactNode;
}

/** Back-office station page: live state, credentials, the last messages and the incidents. */
export function StationPage({ canIssueCredentials = true, operations }: StationPageProps = {}) {
  const { t } = useTranslation('telemetry');
  const id = Number(useParams().id);
  const detail = useStationTelemetry('admin', id);
  useLiveRefresh('admin', [telemetryKeys.station('admin', id)]);
  const data = detail.data;

  const columns: Column<TelemetryRecord>[] = [
    {
      key: 'receivedAt',
      header: t('station.columns.receivedAt'),
      cell: (r) => formatDateTime(r.receivedAt),
    },
    {
      key: 'status',
      header: t('station.columns.status'),
      cell: (r) => t(`live.status.${r.status}`),
    },
    {
      key: 'ports',
      header: t('station.columns.ports'),
      cell: (r) => `${r.portsInUse}/${r.portsTotal}`,
    },
    { key: 'sessions', header: t('station.columns.sessions'), align: 'right' },
    { key: 'fault', header: t('station.columns.fault'), cell: (r) => r.fault ?? '—' },
  ];

  return (
    <TelemetryFrame back={paths.fleet} backLabel={t('station.back')}>
      {detail.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('errors.load')}
        </p>
      ) : !data ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="font-bold text-2xl text-ink-950">
              {t('station.title', { reference: data.reference })}
            </h1>
            {canIssueCredentials ? (
              <CredentialsButton stationId={data.id} reference={data.reference} />
            ) : null}
          </div>
          <Card title={t('station.live')}>
            <div className="flex flex-col gap-2">
              <LiveBadge stationId={data.id} live={data.live} />
              <p className="text-ink-600 text-sm">
                {data.credentialsIssuedAt
                  ? t('station.credentialsIssued', {
                      date: formatDateTime(data.credentialsIssuedAt),
                    })
                  : t('station.noCredentials')}
              </p>
            </div>
          </Card>
          {operations?.({ id: data.id, reference: data.reference })}
          <Card title={t('station.alerts')}>
            {data.alerts.length > 0 ? (
              <ul className="divide-y divide-ink-100">
                {data.alerts.map((alert) => (
                  <AlertItem key={alert.id} alert={alert} />
                ))}
              </ul>
            ) : (
              <p className="text-ink-600 text-sm">{t('station.alertsEmpty')}</p>
            )}
          </Card>
          <Card title={t('station.recent')} flush>
            <Table
              caption={t('station.recent')}
              captionHidden
              columns={columns}
              rows={data.recent}
              rowKey={(r, index) => `${r.receivedAt}-${index}`}
              emptyText={t('station.recentEmpty')}
              stackBelow="md"
            />
          </Card>
        </>
      )}
    </TelemetryFrame>
  );
}
