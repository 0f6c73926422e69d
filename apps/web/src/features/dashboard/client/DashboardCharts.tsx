import type { PortalSummary } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, Skeleton } from '@/components/ui';
import { formatMonthKey } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { useUsage } from '@/lib/telemetry-api';

const tick = { fontSize: 12, fill: '#46556c' };

/**
 * The spec's bar chart by month, now the charging sessions the client's stations reported (the
 * same query as the usage figures, refreshed live with them), and the fleet's line chart.
 * Recharts is heavy: this file is its own chunk, loaded only when the Dashboard section opens.
 * Animations are off: the figures show at once, and slow phones are spared the redraws.
 */
export default function DashboardCharts({ summary }: { summary: PortalSummary }) {
  const { t } = useTranslation('clientPortal');
  const { t: tt } = useTranslation('telemetry');
  const { lang } = useLang();
  const usage = useUsage();
  const sessions = (usage.data?.sessionsByMonth ?? []).map((month) => ({
    ...month,
    label: formatMonthKey(month.month, lang),
  }));
  let running = 0;
  const cumulative = summary.months.map((month) => {
    running += month.stations;
    return { label: formatMonthKey(month.month, lang), total: running };
  });
  // Stations installed before the 12-month window still count in the fleet size.
  const before = summary.stations - running;
  const fleet = cumulative.map((point) => ({ ...point, total: point.total + before }));

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
          <figure aria-label={tt('usage.byMonth')} className="h-72">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={sessions} margin={{ left: -20, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d5dbe6" />
                <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} tick={tick} />
                <Tooltip />
                <Bar
                  dataKey="sessions"
                  name={tt('usage.sessions30')}
                  fill="#047a5c"
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </Card>
      <Card title={t('dashboard.fleet')} description={t('dashboard.fleetDescription')}>
        <figure aria-label={t('dashboard.fleet')} className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={fleet} margin={{ left: -20, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d5dbe6" />
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={tick} />
              <Tooltip />
              <Line
                type="monotone"
                dataKey="total"
                name={t('dashboard.stations')}
                stroke="#047a5c"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </figure>
      </Card>
    </div>
  );
}
