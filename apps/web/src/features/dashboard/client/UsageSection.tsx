import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatCard } from '@/components/ui/StatCard';
import { telemetryKeys, useUsage } from '@/features/telemetry/api/telemetry';
import { useLiveRefresh } from '@/features/telemetry/api/use-live-refresh';
import { formatNumber } from '@/lib/format';
import Activity from '~icons/lucide/activity';
import Gauge from '~icons/lucide/gauge';
import Wifi from '~icons/lucide/wifi';

/** The usage rate as shown: a whole percentage, or "no data" before any message. */
function useRateText(usageRate: number | null | undefined) {
  const { t } = useTranslation('telemetry');
  return usageRate === null || usageRate === undefined
    ? t('usage.noData')
    : `${formatNumber(Math.round(usageRate * 100))} %`;
}

/**
 * The client dashboard's figures that stations report themselves: online now, sessions of the
 * last 30 days, usage rate. Live: a station that reports refreshes them (and every other view of
 * the same query: the sessions-per-month chart, the activity card).
 */
export function UsageFigures({ stations }: { stations: number }) {
  const { t } = useTranslation('telemetry');
  const usage = useUsage();
  useLiveRefresh('client', [telemetryKeys.usage]);
  const rate = useRateText(usage.data?.usageRate);
  if (usage.isPending) return <Skeleton className="h-28 rounded-2xl" />;
  if (usage.isError) {
    return (
      <p role="alert" className="text-red-700 text-sm">
        {t('errors.load')}
      </p>
    );
  }
  const data = usage.data;
  const icon = 'size-6';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <StatCard
        icon={<Wifi className={icon} />}
        label={t('usage.onlineNow')}
        value={formatNumber(data.onlineNow)}
        detail={t('usage.onlineNowDetail', { count: stations })}
      />
      <StatCard
        icon={<Activity className={icon} />}
        label={t('usage.sessions30')}
        value={formatNumber(data.sessionsLast30Days)}
        detail={t('usage.sessions30Detail')}
      />
      <StatCard
        icon={<Gauge className={icon} />}
        label={t('usage.usageRate')}
        value={rate}
        detail={t('usage.usageRateDetail')}
      />
    </div>
  );
}

/** The earnings card, with real usage figures (never invented money). */
export function UsageEarningsCard() {
  const { t } = useTranslation('telemetry');
  const usage = useUsage();
  const rate = useRateText(usage.data?.usageRate);
  const thisMonth = usage.data?.sessionsByMonth.at(-1)?.sessions ?? 0;
  return (
    <Card title={t('usage.earnings')} description={t('usage.earningsDescription')}>
      {usage.isPending ? (
        <Skeleton className="h-20 rounded-xl" />
      ) : usage.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('errors.load')}
        </p>
      ) : usage.data.usageRate === null ? (
        <p className="text-ink-600 text-sm">{t('usage.earningsNoData')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-ink-800 text-sm">
          <li className="font-bold text-3xl text-ink-950">{formatNumber(thisMonth)}</li>
          <li>{t('usage.earningsSessions', { count: thisMonth })}</li>
          <li>{t('usage.earningsRate', { rate })}</li>
        </ul>
      )}
    </Card>
  );
}
