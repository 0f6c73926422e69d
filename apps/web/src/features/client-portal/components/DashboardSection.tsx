import { BatteryCharging, CheckCircle2, MapPinned, MessageSquareWarning } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Skeleton } from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { useSummary } from '../api/portal-api';
import { LoadError } from './LoadError';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

function StatCard({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <span
        aria-hidden="true"
        className="self-start rounded-xl bg-brand-50 p-2.5 text-brand-800 sm:p-3"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-ink-600 text-sm">{label}</p>
        <p className="font-bold text-2xl text-ink-950">{value}</p>
        <p className="text-ink-500 text-xs">{detail}</p>
      </div>
    </div>
  );
}

/** Stat cards, charts and the resolution card, all computed by the server from the client's rows. */
export function DashboardSection({
  onNavigate,
}: {
  onNavigate: (section: 'spaces' | 'profile') => void;
}) {
  const { t } = useTranslation('clientPortal');
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
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyDescription')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => onNavigate('spaces')}>{t('spaces.add')}</Button>
              <Button variant="secondary" onClick={() => onNavigate('profile')}>
                {t('stations.add')}
              </Button>
            </div>
          }
        />
      </Card>
    );
  }
  const resolved =
    reclamations.total === 0 ? 100 : Math.round((reclamations.Answered / reclamations.total) * 100);
  const icon = 'size-6';

  return (
    <div className="flex flex-col gap-6">
      {/* Two per row on a phone, so the four figures fit on one screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          icon={<BatteryCharging className={icon} />}
          label={t('dashboard.stations')}
          value={formatNumber(data.stations)}
          detail={t('dashboard.stationsDetail', { count: data.declaredStations })}
        />
        <StatCard
          icon={<MapPinned className={icon} />}
          label={t('dashboard.espaces')}
          value={formatNumber(data.espaces)}
          detail={t('dashboard.espacesDetail')}
        />
        <StatCard
          icon={<MessageSquareWarning className={icon} />}
          label={t('dashboard.openReclamations')}
          value={formatNumber(reclamations.Problem + reclamations.Pending)}
          detail={t('dashboard.reclamationsDetail', { count: reclamations.total })}
        />
        <StatCard
          icon={<CheckCircle2 className={icon} />}
          label={t('dashboard.answered')}
          value={formatNumber(reclamations.Answered)}
          detail={t('dashboard.answeredDetail')}
        />
      </div>
      <Suspense fallback={<Skeleton className="h-80 rounded-2xl" />}>
        <DashboardCharts summary={data} />
      </Suspense>
      <Card title={t('dashboard.resolution')} description={t('dashboard.resolutionDescription')}>
        <div className="flex items-center gap-4">
          <p className="font-bold text-4xl text-ink-950">{resolved} %</p>
          <div
            role="progressbar"
            aria-valuenow={resolved}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('dashboard.resolution')}
            className="h-3 flex-1 overflow-hidden rounded-full bg-ink-100"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${resolved}%` }} />
          </div>
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-700 text-sm">
          <li>
            {t('dashboard.statusCount', {
              status: t('status.Answered'),
              count: reclamations.Answered,
            })}
          </li>
          <li>
            {t('dashboard.statusCount', {
              status: t('status.Pending'),
              count: reclamations.Pending,
            })}
          </li>
          <li>
            {t('dashboard.statusCount', {
              status: t('status.Problem'),
              count: reclamations.Problem,
            })}
          </li>
        </ul>
      </Card>
    </div>
  );
}
