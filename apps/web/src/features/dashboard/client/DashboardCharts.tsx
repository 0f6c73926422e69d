import type { PortalSummary } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@/components/ui';
import { BarChart } from '@/components/ui/charts/BarChart';
import { ChartDataTable } from '@/components/ui/charts/ChartDataTable';
import { LineChart } from '@/components/ui/charts/LineChart';
import { ResponsiveChart } from '@/components/ui/charts/ResponsiveChart';
import { useUsage } from '@/features/telemetry/api/telemetry';
import { formatMonthKey, formatNumber } from '@/lib/format';
import { useLang } from '@/lib/i18n';

const COLOR = '#047a5c';
const HEIGHT = 288;

/**
 * The bar chart by month: the charging sessions the client's stations reported (the
 * same query as the usage figures, refreshed live with them), and the fleet's line chart.
 * Each figure is drawn for the eye (hover shows a month's value) and given as a visually hidden
 * table for screen readers and keyboards, as the back-office's per-governorate charts are.
 */
export default function DashboardCharts({ summary }: { summary: PortalSummary }) {
  const { t } = useTranslation('dashboard');
  const { t: tt } = useTranslation('telemetry');
  const { lang } = useLang();
  const usage = useUsage();
  const format = (value: number) => formatNumber(value, undefined, lang);
  const sessions = (usage.data?.sessionsByMonth ?? []).map((month) => ({
    label: formatMonthKey(month.month, lang),
    value: month.sessions,
  }));
  let running = 0;
  const cumulative = summary.months.map((month) => {
    running += month.stations;
    return { label: formatMonthKey(month.month, lang), total: running };
  });
  // Stations installed before the 12-month window still count in the fleet size.
  const before = summary.stations - running;
  const fleet = cumulative.map((point) => ({ label: point.label, value: point.total + before }));

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card title={tt('usage.byMonth')} description={tt('usage.byMonthDescription')}>
        {usage.isPending ? (
          <Skeleton className="h-72 rounded-xl" />
        ) : usage.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            {tt('errors.load')}
          </p>
        ) : (
          <figure aria-label={tt('usage.byMonth')}>
            <ResponsiveChart height={HEIGHT}>
              {(width) => (
                <BarChart
                  data={sessions}
                  width={width}
                  height={HEIGHT}
                  color={COLOR}
                  seriesLabel={tt('usage.sessions30')}
                  tooltip
                  format={format}
                />
              )}
            </ResponsiveChart>
            <ChartDataTable
              caption={tt('usage.byMonth')}
              categoryHeader={t('client.month')}
              valueHeader={tt('usage.sessions30')}
              rows={sessions}
            />
          </figure>
        )}
      </Card>
      <Card title={t('client.fleet')} description={t('client.fleetDescription')}>
        <figure aria-label={t('client.fleet')}>
          <ResponsiveChart height={HEIGHT}>
            {(width) => (
              <LineChart
                data={fleet}
                width={width}
                height={HEIGHT}
                color={COLOR}
                seriesLabel={t('client.stations')}
                format={format}
              />
            )}
          </ResponsiveChart>
          <ChartDataTable
            caption={t('client.fleet')}
            categoryHeader={t('client.month')}
            valueHeader={t('client.stations')}
            rows={fleet}
          />
        </figure>
      </Card>
    </div>
  );
}
