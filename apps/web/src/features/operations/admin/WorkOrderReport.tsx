import type { WorkOrderReportRow } from '@app/contracts/operations';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { type Column, Table } from '@/components/ui/Table';
import { useWorkOrderReport } from '@/features/operations/api/operations';
import { formatMonthKey, formatNumber } from '@/lib/format';
import { useLang } from '@/lib/i18n';

const REPORT_MONTHS = 6;

/** Time to resolve and the share resolved within deadline, per month (newest first). */
export function WorkOrderReport() {
  const { t } = useTranslation('operations');
  const { lang } = useLang();
  const report = useWorkOrderReport(REPORT_MONTHS);
  const duration = (minutes: number | null) =>
    minutes === null
      ? t('report.none')
      : minutes < 120
        ? t('report.minutes', { value: formatNumber(Math.round(minutes)) })
        : t('report.hours', { value: formatNumber(Math.round(minutes / 6) / 10) });
  const columns: Column<WorkOrderReportRow>[] = [
    { key: 'month', header: t('report.month'), cell: (row) => formatMonthKey(row.month, lang) },
    { key: 'opened', header: t('report.opened'), align: 'right' },
    { key: 'resolved', header: t('report.resolved'), align: 'right' },
    {
      key: 'median',
      header: t('report.median'),
      align: 'right',
      cell: (row) => duration(row.medianMinutesToResolve),
    },
    {
      key: 'average',
      header: t('report.average'),
      align: 'right',
      cell: (row) => duration(row.averageMinutesToResolve),
    },
    {
      key: 'within',
      header: t('report.within'),
      align: 'right',
      cell: (row) =>
        row.withinDeadlineShare === null
          ? t('report.none')
          : `${formatNumber(Math.round(row.withinDeadlineShare * 1000) / 10)} %`,
    },
  ];
  return (
    <Card title={t('report.title')} flush>
      {report.isError ? (
        <p role="alert" className="p-5 text-red-700 text-sm">
          {t('report.loadError')}
        </p>
      ) : (
        <Table
          caption={t('report.caption')}
          captionHidden
          columns={columns}
          rows={report.data ?? []}
          loading={!report.data}
          rowKey={(row) => row.month}
          emptyText={t('report.none')}
          stackBelow="sm"
        />
      )}
    </Card>
  );
}
