import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';

const GovernorateChart = lazy(() => import('./GovernorateChart'));

export interface ChartCardProps {
  title: string;
  seriesLabel: string;
  color: string;
  data: readonly { gouvernorat: string; count: number }[] | undefined;
}

/** A per-governorate chart with the same figures as a table for screen readers. */
export function ChartCard({ title, seriesLabel, color, data }: ChartCardProps) {
  const { t } = useTranslation('backofficeLists');
  return (
    <Card title={title} titleAs="h3">
      {!data ? (
        <Skeleton className="h-48 w-full" />
      ) : data.length === 0 ? (
        <p className="py-10 text-center text-ink-600 text-sm">{t('dashboard.noData')}</p>
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <GovernorateChart data={data} seriesLabel={seriesLabel} color={color} />
          </Suspense>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('espaces.columns.gouvernorat')}</th>
                <th scope="col">{seriesLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.gouvernorat}>
                  <th scope="row">{row.gouvernorat}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
