import type { PortalSummary } from '@app/contracts/portal';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Skeleton, StatCard } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { useSummary } from '@/features/dashboard/api/client';
import { formatNumber } from '@/lib/format';
import BatteryCharging from '~icons/lucide/battery-charging';
import CheckCircle2 from '~icons/lucide/check-circle-2';
import MapPinned from '~icons/lucide/map-pinned';
import MessageSquareWarning from '~icons/lucide/message-square-warning';
import { UsageEarningsCard, UsageFigures } from './UsageSection';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/**
 * The client Dashboard: stat cards, the bar chart by month (charging sessions the stations
 * reported), the fleet's line chart and the earnings card (real usage, no invented money), plus
 * the reclamations' resolution; every figure is computed by the server.
 */
export function DashboardSection({
  onNavigate,
}: {
  onNavigate: (section: 'spaces' | 'profile') => void;
}) {
  const { t } = useTranslation(['dashboard', 'stations', 'espaces', 'reclamations']);
  const summary = useSummary();

  if (summary.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (summary.isError) return <LoadError onRetry={() => summary.refetch()} />;

  const data = summary.data;
  const { reclamations } = data;
  if (data.stations === 0 && data.espaces === 0 && reclamations.total === 0) {
    return (
      <Card>
        <EmptyState
          title={t('client.emptyTitle')}
          description={t('client.emptyDescription')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => onNavigate('spaces')}>{t('espaces:client.add')}</Button>
              <Button variant="secondary" onClick={() => onNavigate('profile')}>
                {t('stations:client.add')}
              </Button>
            </div>
          }
        />
      </Card>
    );
  }
  const icon = 'size-6';

  return (
    <div className="flex flex-col gap-6">
      {/* Two per row on a phone, so the four figures fit on one screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          icon={<BatteryCharging className={icon} />}
          label={t('client.stations')}
          value={formatNumber(data.stations)}
          // One figure, one meaning: the count the spaces declare is not a second number here.
          detail={t('client.stationsDetail')}
        />
        <StatCard
          icon={<MapPinned className={icon} />}
          label={t('client.espaces')}
          value={formatNumber(data.espaces)}
          detail={t('client.espacesDetail')}
        />
        <StatCard
          icon={<MessageSquareWarning className={icon} />}
          label={t('client.openReclamations')}
          value={formatNumber(reclamations.Problem + reclamations.Pending)}
          detail={t('client.reclamationsDetail', { count: reclamations.total })}
        />
        <StatCard
          icon={<CheckCircle2 className={icon} />}
          label={t('client.answered')}
          value={formatNumber(reclamations.Answered)}
          detail={t('client.answeredDetail')}
        />
      </div>
      <UsageFigures stations={data.stations} />
      <Suspense fallback={<Skeleton className="h-80 rounded-2xl" />}>
        <DashboardCharts summary={data} />
      </Suspense>
      <div className="grid gap-6 xl:grid-cols-2">
        <UsageEarningsCard />
        <ResolutionCard reclamations={reclamations} />
      </div>
    </div>
  );
}

/** Share of the client's reclamations staff answered. */
function ResolutionCard({ reclamations }: { reclamations: PortalSummary['reclamations'] }) {
  const { t } = useTranslation(['dashboard', 'stations', 'espaces', 'reclamations']);
  // No reclamation, no rate: 0 of 0 is neither 100 % nor 0 %.
  const resolved =
    reclamations.total === 0
      ? null
      : Math.round((reclamations.Answered / reclamations.total) * 100);
  return (
    <Card title={t('client.resolution')} description={t('client.resolutionDescription')}>
      {resolved === null ? (
        <p className="text-ink-700 text-sm">{t('client.resolutionNone')}</p>
      ) : (
        <div className="flex items-center gap-4">
          <p className="font-bold text-4xl text-ink-950">{resolved} %</p>
          <div
            role="progressbar"
            aria-valuenow={resolved}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('client.resolution')}
            className="h-3 flex-1 overflow-hidden rounded-full bg-ink-100"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${resolved}%` }} />
          </div>
        </div>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-700 text-sm">
        <li>
          {t('client.statusCount', {
            status: t('reclamations:status.Answered'),
            count: reclamations.Answered,
          })}
        </li>
        <li>
          {t('client.statusCount', {
            status: t('reclamations:status.Pending'),
            count: reclamations.Pending,
          })}
        </li>
        <li>
          {t('client.statusCount', {
            status: t('reclamations:status.Problem'),
            count: reclamations.Problem,
          })}
        </li>
      </ul>
    </Card>
  );
}
