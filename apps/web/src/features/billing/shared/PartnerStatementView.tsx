import { formatBasisPoints, formatMillimes, type PartnerStatement } from '@app/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Badge, type Column, Table } from '@/components/ui';
import { formatDate, formatNumber } from '@/lib/format';
import { useLang } from '@/lib/i18n';

type CampaignRow = PartnerStatement['contracts'][number]['campaigns'][number];

/**
 * A venue partner's month (issue 33 §4), for staff and for the partner alike: per rental contract,
 * the plays on its stations per campaign, the ad revenue those plays carry, the commission rate and
 * what is owed; the month's totals first.
 */
export function PartnerStatementView({ statement }: { statement: PartnerStatement }) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const money = (value: number) => formatMillimes(value, lang);

  const columns: Column<CampaignRow>[] = [
    {
      key: 'campaign',
      header: t('statement.campaign'),
      rowHeader: true,
      cell: (row) => t('statement.campaignName', { id: row.adId, place: row.place }),
    },
    {
      key: 'plays',
      header: t('statement.plays'),
      align: 'right',
      cell: (row) => formatNumber(row.plays, undefined, lang),
    },
    {
      key: 'revenue',
      header: t('statement.revenue'),
      align: 'right',
      cell: (row) =>
        row.invoiced ? (
          money(row.revenueMillimes)
        ) : (
          <Badge tone="neutral">{t('statement.notInvoiced')}</Badge>
        ),
    },
  ];

  const totals: [string, string][] = [
    [t('statement.totalPlays'), formatNumber(statement.plays, undefined, lang)],
    [t('statement.totalRevenue'), money(statement.revenueMillimes)],
    [t('statement.totalCommission'), money(statement.commissionMillimes)],
  ];

  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-ink-200 p-3">
            <dt className="text-ink-600 text-sm">{label}</dt>
            <dd className="font-semibold text-ink-950 text-lg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {statement.contracts.length === 0 ? (
        <p className="text-ink-700 text-sm">{t('statement.noContracts')}</p>
      ) : (
        statement.contracts.map((contract) => (
          <section
            key={contract.contractId}
            aria-label={t('statement.contractOf', {
              stations: contract.stations.map((station) => station.reference).join(', '),
            })}
            className="grid gap-2 rounded-xl border border-ink-200"
          >
            <div className="grid gap-1 border-ink-100 border-b p-3 text-sm">
              <h4 className="font-semibold text-ink-950">
                {contract.stations.map((station) => station.reference).join(', ')}
              </h4>
              <p className="text-ink-700">
                {t('statement.span', {
                  from: formatDate(contract.from),
                  to: formatDate(contract.to),
                })}{' '}
                ·{' '}
                {contract.commissionBp === null
                  ? t('statement.noRate')
                  : t('statement.rate', { rate: formatBasisPoints(contract.commissionBp, lang) })}
              </p>
            </div>
            <Table
              caption={t('statement.campaignsCaption')}
              captionHidden
              columns={columns}
              rows={contract.campaigns}
              rowKey={(row) => row.adId}
              emptyText={t('statement.noPlays')}
              stackBelow="sm"
              dense
            />
            <p className="flex flex-wrap justify-between gap-2 border-ink-100 border-t p-3 font-medium text-ink-950 text-sm">
              <span>
                {t('statement.contractTotal', {
                  plays: formatNumber(contract.plays, undefined, lang),
                  revenue: money(contract.revenueMillimes),
                })}
              </span>
              <span>
                {t('statement.commissionOwed', { amount: money(contract.commissionMillimes) })}
              </span>
            </p>
          </section>
        ))
      )}
      <p className="text-ink-600 text-xs">{t('statement.method')}</p>
    </div>
  );
}
