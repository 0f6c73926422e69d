import type { AdRequest } from '@app/contracts/ads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Dialog, Table, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { AD_STATUS_TONES } from '@/features/ads/admin/status-tones';
import { useOwnAdRequests } from '@/features/ads/api/ads';
import { CampaignReport } from '@/features/ads/shared/CampaignReport';
import { formatDate } from '@/lib/format';
import { useListSearch } from '@/lib/list-search';
import BarChart3 from '~icons/lucide/bar-chart-3';
import Plus from '~icons/lucide/plus';
import { type AdvertiserDefaults, AdvertiserRequestForm } from './AdvertiserRequestForm';

/**
 * The portal's advertising section ("Type Publicitaire"): the client's own ad requests
 * with their status, a new request with its creative, and the proof-of-play report of accepted
 * campaigns. Staff still accept or reject in the back-office.
 */
export function AdvertiserSection({ defaults }: { defaults: AdvertiserDefaults }) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const list = useOwnAdRequests();
  const [adding, setAdding] = useState(false);
  const [reportOf, setReportOf] = useState<AdRequest | null>(null);
  const needle = useListSearch({}).toLowerCase();
  const rows = (list.data ?? []).filter(
    (ad) =>
      !needle ||
      [ad.typeEspace, ad.ville, ad.gouvernorat, ad.nomPrenom]
        .join(' ')
        .toLowerCase()
        .includes(needle),
  );

  const columns: Column<AdRequest>[] = [
    {
      key: 'campaign',
      header: t('portal.campaign'),
      rowHeader: true,
      cell: (ad) => `${t('portal.number', { id: ad.id })} · ${ad.typeEspace} — ${ad.ville}`,
    },
    {
      key: 'dates',
      header: t('portal.dates'),
      cell: (ad) =>
        t('portal.period', { from: formatDate(ad.dateDebut), to: formatDate(ad.dateFin) }),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (ad) => (
        <StatusBadge status={ad.status} tones={AD_STATUS_TONES} label={t(`status.${ad.status}`)} />
      ),
    },
    {
      key: 'report',
      header: t('portal.report'),
      cell: (ad) =>
        ad.statut === 'Accepté' ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<BarChart3 aria-hidden="true" className="size-4" />}
            aria-label={t('actions.reportOf', { name: t('portal.number', { id: ad.id }) })}
            onClick={() => setReportOf(ad)}
          >
            {t('actions.report')}
          </Button>
        ) : (
          <span className="text-ink-600 text-sm">{t('portal.noReport')}</span>
        ),
    },
  ];

  return (
    <Card
      title={t('portal.title')}
      description={t('portal.description')}
      actions={
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding(true)}
        >
          {t('portal.add')}
        </Button>
      }
      flush
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : (
        <Table
          caption={t('portal.title')}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(ad) => ad.id}
          loading={list.isPending}
          emptyText={needle ? t('portal.noMatch') : t('portal.empty')}
        />
      )}
      <Dialog open={adding} onOpenChange={setAdding} title={t('portal.addTitle')} size="lg">
        <AdvertiserRequestForm
          defaults={defaults}
          onCancel={() => setAdding(false)}
          onSaved={() => {
            toast.success(t('portal.submitted'));
            setAdding(false);
          }}
        />
      </Dialog>
      <Dialog
        open={reportOf !== null}
        onOpenChange={(open) => {
          if (!open) setReportOf(null);
        }}
        title={t('report.title', { name: reportOf ? t('portal.number', { id: reportOf.id }) : '' })}
        size="lg"
      >
        {reportOf ? <CampaignReport audience="client" adId={reportOf.id} /> : null}
      </Dialog>
    </Card>
  );
}
