import type { PortalSummary } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '../../../components/ui';
import { useLang } from '../../../lib/i18n';

/** Month label ('janv. 26' / 'Jan 26') of a `YYYY-MM` key. */
function monthLabel(month: string, lang: string) {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (index ?? 1) - 1, 1)));
}

/**
 * Recharts is heavy: this file is its own chunk, loaded only when the Dashboard section opens.
 * Animations are off: the figures show at once, and slow phones are spared the redraws.
 */
export default function DashboardCharts({ summary }: { summary: PortalSummary }) {
  const { t } = useTranslation('clientPortal');
  const { lang } = useLang();
  const data = summary.months.map((month) => ({ ...month, label: monthLabel(month.month, lang) }));
  let running = 0;
  const cumulative = data.map((month) => {
    running += month.stations;
    return { label: month.label, total: running };
  });
  // Stations installed before the 12-month window still count in the fleet size.
  const before = summary.stations - running;
  const fleet = cumulative.map((point) => ({ ...point, total: point.total + before }));

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card title={t('dashboard.byMonth')} description={t('dashboard.byMonthDescription')}>
        <figure aria-label={t('dashboard.byMonth')} className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ left: -20, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d5dbe6" />
              <XAxis
                dataKey="label"
                tick={{ fontSize: 12, fill: '#46556c' }}
                interval="preserveStartEnd"
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#46556c' }} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="stations"
                name={t('dashboard.stations')}
                fill="#047a5c"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Bar
                dataKey="espaces"
                name={t('dashboard.espaces')}
                fill="#132340"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
              <Bar
                dataKey="reclamations"
                name={t('dashboard.reclamations')}
                fill="#b45309"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Card>
      <Card title={t('dashboard.fleet')} description={t('dashboard.fleetDescription')}>
        <figure aria-label={t('dashboard.fleet')} className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={fleet} margin={{ left: -20, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d5dbe6" />
              <XAxis
                dataKey="label"
                tick={{ fontSize: 12, fill: '#46556c' }}
                interval="preserveStartEnd"
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#46556c' }} />
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
