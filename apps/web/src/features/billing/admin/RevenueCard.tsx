import type { RevenueMonth } from '@app/contracts/billing';
import { formatMillimes } from '@app/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Card, type Column, Table } from '@/components/ui';
import { useRevenue } from '@/features/billing/api/billing';
import { formatMonthKey } from '@/lib/format';
import { useLang } from '@/lib/i18n';

/** The admin dashboard's revenue: billed and collected per month over the last twelve. */
export function RevenueCard() {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const revenue = useRevenue();
  const columns: Column<RevenueMonth>[] = [
    {
      key: 'period',
      header: t('revenue.month'),
      rowHeader: true,
      cell: (row) => formatMonthKey(row.period, lang),
    },
    {
      key: 'billed',
      header: t('revenue.billed'),
      align: 'right',
      cell: (row) => formatMillimes(row.billedMillimes, lang),
    },
    {
      key: 'collected',
      header: t('revenue.collected'),
      align: 'right',
      cell: (row) => formatMillimes(row.collectedMillimes, lang),
    },
  ];
  return (
    <Card title={t('revenue.title')} titleAs="h3" flush>
      <Table
        caption={t('revenue.title')}
        captionHidden
        columns={columns}
        rows={[...(revenue.data ?? [])].reverse()}
        rowKey={(row) => row.period}
        loading={revenue.isPending}
        emptyText={t('errors.load')}
        dense
      />
    </Card>
  );
}
