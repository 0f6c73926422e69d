import { AD_STATUSES, ADS_PAGE_SIZE, type AdRequest, type AdStatus } from '@app/contracts/ads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  type Column,
  Dialog,
  Pagination,
  QueryTable,
  Select,
  useConfirm,
  useToast,
} from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useAdRequests, useDecideAdRequest, useDeleteAdRequest } from '@/features/ads/api/ads';
import { CampaignReport } from '@/features/ads/shared/CampaignReport';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import { useRowFocus } from '@/lib/use-row-focus';
import BarChart3 from '~icons/lucide/bar-chart-3';
import Check from '~icons/lucide/check';
import Crosshair from '~icons/lucide/crosshair';
import Info from '~icons/lucide/info';
import Pencil from '~icons/lucide/pencil';
import Plus from '~icons/lucide/plus';
import Trash2 from '~icons/lucide/trash-2';
import X from '~icons/lucide/x';
import { AdDetailsDialog } from './AdDetailsDialog';
import { AdForm } from './AdForm';
import { AD_STATUS_TONES } from './status-tones';
import { TargetingDialog } from './TargetingDialog';

/**
 * Back-office 'publicites': real advertising requests — user, dates, espace, status ('Terminé'
 * computed by the server), Info, accept / reject, delete with confirmation, and a new request form.
 */
export default function PublicitesSection() {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  // A deleted request's row hands focus to its neighbour.
  const rowFocus = useRowFocus();
  const {
    page,
    setPage,
    rowLeft,
    q: search,
    filters,
    setFilter,
  } = useListController({
    limit: ADS_PAGE_SIZE,
    search: true,
    filters: { status: '' },
  });
  const status = filters.status as AdStatus | '';
  const [details, setDetails] = useState<AdRequest | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdRequest | null>(null);
  const [targeting, setTargeting] = useState<AdRequest | null>(null);
  const [reportOf, setReportOf] = useState<AdRequest | null>(null);

  const ads = useAdRequests({ page, q: search || undefined, status: status || undefined });
  const decide = useDecideAdRequest();
  const remove = useDeleteAdRequest();
  const total = ads.data?.total ?? 0;
  const pages = pageCount(total, ADS_PAGE_SIZE);
  const report = (error: unknown) => toast.error(errorText(error, t('list.loadError')));

  const setDecision = async (ad: AdRequest, statut: 'Accepté' | 'Rejeté') => {
    try {
      await decide.mutateAsync({ id: ad.id, statut });
      toast.success(statut === 'Accepté' ? t('list.accepted') : t('list.rejected'));
    } catch (error) {
      report(error);
    }
  };

  const askDelete = async (ad: AdRequest) => {
    rowFocus.remember(ad.id);
    const ok = await confirm({
      message: t('list.deleteQuestion'),
      confirmLabel: t('actions.delete'),
      returnFocus: rowFocus.returnFocus,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(ad.id);
      toast.success(t('list.deleted'));
      rowLeft(ads.data?.items.length ?? 0);
    } catch (error) {
      report(error);
    }
  };

  const columns: Column<AdRequest>[] = [
    { key: 'user', header: t('columns.user'), rowHeader: true },
    { key: 'dateDebut', header: t('columns.dateDebut'), cell: (ad) => formatDate(ad.dateDebut) },
    { key: 'dateFin', header: t('columns.dateFin'), cell: (ad) => formatDate(ad.dateFin) },
    {
      key: 'espace',
      header: t('columns.espace'),
      cell: (ad) => (ad.espace === null ? '—' : (ad.espaceNom ?? String(ad.espace))),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (ad) => (
        <StatusBadge status={ad.status} tones={AD_STATUS_TONES} label={t(`status.${ad.status}`)} />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (ad) => {
        const open = ad.status !== 'Terminé';
        return (
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['info', Info, setDetails],
                ['edit', Pencil, setEditing],
                ['targeting', Crosshair, setTargeting],
                ['report', BarChart3, setReportOf],
              ] as const
            ).map(([key, Icon, show]) => (
              <Button
                key={key}
                variant="secondary"
                size="sm"
                icon={<Icon aria-hidden="true" className="size-4" />}
                aria-label={t(`actions.${key}Of`, { name: ad.user })}
                onClick={() => show(ad)}
              >
                {t(`actions.${key}`)}
              </Button>
            ))}
            {open && ad.statut !== 'Accepté' ? (
              <Button
                size="sm"
                icon={<Check aria-hidden="true" className="size-4" />}
                aria-label={t('actions.acceptOf', { name: ad.user })}
                onClick={() => void setDecision(ad, 'Accepté')}
              >
                {t('actions.accept')}
              </Button>
            ) : null}
            {open && ad.statut !== 'Rejeté' ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<X aria-hidden="true" className="size-4" />}
                aria-label={t('actions.rejectOf', { name: ad.user })}
                onClick={() => void setDecision(ad, 'Rejeté')}
              >
                {t('actions.reject')}
              </Button>
            ) : null}
            <Button
              variant="danger"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              aria-label={t('actions.deleteOf', { name: ad.user })}
              onClick={() => void askDelete(ad)}
            >
              {t('actions.delete')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="ads-section-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <SectionIntro
          id="ads-section-title"
          title={t('list.title')}
          description={t('list.description')}
          narrow
        />
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setCreating(true)}
        >
          {t('list.add')}
        </Button>
      </div>
      <Select
        label={t('list.statusFilter')}
        className="w-full sm:w-64"
        value={status}
        onChange={(event) => setFilter('status', event.target.value)}
        options={[
          { value: '', label: t('list.allStatuses') },
          ...AD_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <LoadError error={ads.error} fallback={t('list.loadError')} look="panel" />
      <QueryTable
        ref={rowFocus.ref}
        caption={t('list.caption')}
        columns={columns}
        query={ads}
        stackBelow="md"
        emptyText={t('list.empty')}
      />
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-ink-600 text-sm" aria-live="polite">
          {t('list.total', { count: total })}
        </p>
        <Pagination page={page} pageCount={pages} onChange={setPage} />
      </div>
      <AdDetailsDialog ad={details} onClose={() => setDetails(null)} />
      <Dialog open={creating} onOpenChange={setCreating} title={t('list.addTitle')} size="lg">
        <AdForm
          idPrefix="ad-create"
          submitLabel={t('actions.create')}
          onCancel={() => setCreating(false)}
          onSaved={() => {
            toast.success(t('list.created'));
            setCreating(false);
          }}
        />
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        title={t('form.title')}
        size="lg"
      >
        {editing ? (
          <AdForm
            idPrefix="ad-list-edit"
            ad={editing}
            submitLabel={t('actions.submit')}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              toast.success(t('form.saved'));
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
      <TargetingDialog ad={targeting} onClose={() => setTargeting(null)} />
      <Dialog
        open={reportOf !== null}
        onOpenChange={(next) => {
          if (!next) setReportOf(null);
        }}
        title={t('report.title', { name: reportOf?.user ?? '' })}
        size="lg"
      >
        {reportOf ? <CampaignReport audience="admin" adId={reportOf.id} /> : null}
      </Dialog>
      {confirmDialog}
    </section>
  );
}
