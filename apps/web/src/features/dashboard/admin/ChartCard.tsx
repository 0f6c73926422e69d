import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { ChartDataTable } from '@/components/ui/charts/ChartDataTable';
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
  const { t } = useTranslation(['dashboard', 'espaces']);
  return (
    <Card title={title} titleAs="h3">
      {!data ? (
        <Skeleton className="h-48 w-full" />
      ) : data.length === 0 ? (
        <p className="py-10 text-center text-ink-600 text-sm">{t('admin.noData')}</p>
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <GovernorateChart data={data} seriesLabel={seriesLabel} color={color} />
          </Suspense>
          <ChartDataTable
            caption={title}
            categoryHeader={t('espaces:admin.columns.gouvernorat')}
            valueHeader={seriesLabel}
            rows={data.map((row) => ({ label: row.gouvernorat, value: row.count }))}
          />
        </>
      )}
    </Card>
  );
}
