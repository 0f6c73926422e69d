import {
  QR_CASE_STATUSES,
  QR_RECLAMATIONS_PAGE_SIZE,
  QR_TYPES_RETOUR,
  type QrCaseStatus,
  type QrTypeRetour,
} from '@app/contracts/reclamation-options';
import type { QrReclamation } from '@app/contracts/reclamations';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardPager } from '@/components/ui/CardPager';
import { EmailText } from '@/components/ui/EmailText';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { type Column, Table } from '@/components/ui/Table';
import { useQrReclamations } from '@/features/reclamations/api/staff';
import { CASE_STATUS_TONES, typeTone } from '@/features/reclamations/tones';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import { useRowFocus } from '@/lib/use-row-focus';
import { QrReclamationDetailsDialog } from './QrReclamationDetailsDialog';

/** The visitor's name, or the case number of a one-tap urgent report (which asks no name). */
const whoFiled = (row: QrReclamation) => `${row.nom} ${row.prenom}`.trim() || row.caseNumber;

/**
 * 'Réclamations QR' (page size 5): date, nom et prénom, contact, type chip, lieu, usage, photo.
 * A row click opens 'Détails de la réclamation'; the name is also a button for keyboard users.
 */
export function QrReclamationsTable() {
  const { t } = useTranslation('reclamations');
  const { page, pager, q, filters, setFilter, resetFilters } = useListController({
    limit: QR_RECLAMATIONS_PAGE_SIZE,
    name: 'qr',
    search: true,
    filters: { type: '', statut: '', from: '', to: '' },
  });
  const { from, to } = filters;
  const type = filters.type as QrTypeRetour | '';
  const statut = filters.statut as QrCaseStatus | '';
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A case whose new status takes it out of the filtered list hands focus to its neighbour.
  const rowFocus = useRowFocus();
  const open = (id: number) => {
    rowFocus.remember(id);
    setSelectedId(id);
  };
  const list = useQrReclamations({ page, q, type, statut, from, to });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const selected = rows.find((row) => row.id === selectedId) ?? null;

  const filtered = Boolean(type || statut || from || to);
  const columns: Column<QrReclamation>[] = [
    { key: 'date', header: t('section.date'), cell: (row) => formatDate(row.date_reclamation) },
    {
      key: 'nom',
      header: t('section.nomPrenom'),
      rowHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="text-left font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t('section.viewDetails', { name: whoFiled(row) })}
          onClick={() => open(row.id)}
        >
          {whoFiled(row)}
        </button>
      ),
    },
    {
      key: 'contact',
      header: t('section.contact'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.telephone}</span>
          <span className="text-ink-600">
            <EmailText email={row.email} />
          </span>
        </span>
      ),
    },
    {
      // The case status rides under the type chip: one more column would not fit beside the
      // sidebar on a laptop screen.
      key: 'type',
      header: t('section.typeAndStatus'),
      label: t('section.typeAndStatus'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1.5">
          <Badge tone={typeTone(row.type_retour)}>
            {t(`options.type.${row.type_retour}`, { defaultValue: row.type_retour })}
          </Badge>
          <StatusBadge
            status={row.statut}
            tones={CASE_STATUS_TONES}
            label={t(`options.caseStatus.${row.statut}`)}
          />
        </span>
      ),
    },
    { key: 'lieu', header: t('section.lieu'), cell: (row) => row.lieu },
    {
      key: 'usage',
      header: t('section.usage'),
      cell: (row) => t(`options.usage.${row.usage_nano_box}`, { defaultValue: row.usage_nano_box }),
    },
    {
      key: 'photo',
      header: t('section.photo'),
      cell: (row) =>
        row.photo_url ? (
          <a
            href={row.photo_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline"
            aria-label={t('section.openPhoto', { name: whoFiled(row) })}
          >
            {t('section.open')}
          </a>
        ) : (
          '-'
        ),
    },
  ];

  // Clicking anywhere on a row opens it (links and buttons inside keep their own action).
  function onTableClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('a, button')) return;
    const row = target.closest('tbody tr');
    if (!row?.parentElement) return;
    const index = Array.from(row.parentElement.children).indexOf(row);
    const item = rows[index];
    if (item && !list.isLoading) open(item.id);
  }

  return (
    <Card title={t('section.qrTitle')} description={t('section.total', { count: total })} flush>
      <div className="grid gap-3 border-ink-100 border-b px-5 py-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <Select
          label={t('section.typeFilter')}
          name="type"
          placeholder={t('section.allTypes')}
          options={QR_TYPES_RETOUR.map((value) => ({ value, label: t(`options.type.${value}`) }))}
          value={type}
          onChange={(event) => setFilter('type', event.target.value)}
        />
        <Select
          label={t('section.statusFilter')}
          name="statut"
          placeholder={t('section.allStatuses')}
          options={QR_CASE_STATUSES.map((value) => ({
            value,
            label: t(`options.caseStatus.${value}`),
          }))}
          value={statut}
          onChange={(event) => setFilter('statut', event.target.value)}
        />
        <Field
          label={t('section.from')}
          name="from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <Field
          label={t('section.to')}
          name="to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setFilter('to', event.target.value)}
        />
        <Button variant="ghost" disabled={!filtered} onClick={resetFilters}>
          {t('section.resetFilters')}
        </Button>
      </div>
      {list.isError ? (
        <p role="alert" className="px-5 py-3 font-medium text-red-700 text-sm">
          {list.error.message || t('section.loadFailed')}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: mouse shortcut; the name button is the keyboard path */}
      <div onClick={onTableClick}>
        <Table
          ref={rowFocus.ref}
          caption={t('section.qrTitle')}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={list.isLoading}
          loadingRows={QR_RECLAMATIONS_PAGE_SIZE}
          emptyText={t('section.empty')}
          stackBelow="lg"
          rowClassName={() => 'cursor-pointer'}
          className="rounded-none border-0 shadow-none"
        />
      </div>
      <CardPager {...pager(total)} label={t('section.pagination')} />
      <QrReclamationDetailsDialog
        reclamation={selected}
        onClose={() => setSelectedId(null)}
        returnFocus={rowFocus.returnFocus}
      />
    </Card>
  );
}
