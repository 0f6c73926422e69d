import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatCard } from '@/components/ui/StatCard';
import { useAdminStats } from '@/features/dashboard/api/stats';
import BatteryCharging from '~icons/lucide/battery-charging';
import FileText from '~icons/lucide/file-text';
import MapPin from '~icons/lucide/map-pin';
import MessageSquareWarning from '~icons/lucide/message-square-warning';
import Users from '~icons/lucide/users';
import { ChartCard } from './ChartCard';

const SpacesMap = lazy(() => import('./SpacesMap'));

/** The headline counts, in this order, with their icons. */
const COUNTS = [
  ['clients', Users],
  ['espaces', MapPin],
  ['stations', BatteryCharging],
  ['openComplaints', MessageSquareWarning],
  ['pendingQuotes', FileText],
] as const;

/**
 * Back-office dashboard: the site checklist (passed in by the shell, it belongs to the site
 * feature), headline counts, spaces and stations per governorate, map of spaces.
 */
export default function DashboardSection({
  siteChecklist,
  revenue,
}: {
  siteChecklist?: ReactNode;
  /** Billed and collected per month (the billing feature's card, composed by the shell). */
  revenue?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const stats = useAdminStats();
  const counts = stats.data?.counts;
  const icon = 'size-5';

  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('admin.title')}</h2>
      {siteChecklist}
      <LoadError error={stats.error} fallback={t('errors.load')} look="box" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
        {COUNTS.map(([key, Icon]) => (
          <StatCard
            key={key}
            backOffice
            label={t(`admin.counts.${key}`)}
            value={counts?.[key]}
            icon={<Icon aria-hidden className={icon} />}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title={t('admin.espacesChart')}
          seriesLabel={t('admin.counts.espaces')}
          color="#047a5c"
          data={stats.data?.espacesParGouvernorat}
        />
        <ChartCard
          title={t('admin.stationsChart')}
          seriesLabel={t('admin.counts.stations')}
          color="#0369a1"
          data={stats.data?.stationsParGouvernorat}
        />
      </div>
      {revenue}
      <Card title={t('admin.mapTitle')} titleAs="h3" flush>
        {stats.data ? (
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <SpacesMap espaces={stats.data.espaces} />
          </Suspense>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
      </Card>
    </div>
  );
}
