import { ADMIN_RECLAMATIONS_PAGE_SIZE } from '@app/contracts/reclamation-options';
import type { AdminReclamation } from '@app/contracts/reclamations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardPager } from '@/components/ui/CardPager';
import { Select } from '@/components/ui/Select';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { type Column, QueryTable } from '@/components/ui/Table';
import { useAdminReclamations, useReclamationCategories } from '@/features/reclamations/api/staff';
import { STATUS_TONES } from '@/features/reclamations/tones';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import MessageSquareReply from '~icons/lucide/message-square-reply';
import { AnswerReclamationDialog } from './AnswerReclamationDialog';

/** Clients' reclamations (page size 10): date, user, categorie, description, status, reply. */
export function ClientReclamationsTable() {
  const { t } = useTranslation('reclamations');
  // A category is stored in French; each page shows it in its language.
  const category = (value: string) => t(`categories.${value}`, { defaultValue: value });
  const { page, pager, q, filters, setFilter } = useListController({
    limit: ADMIN_RECLAMATIONS_PAGE_SIZE,
    name: 'clients',
    search: true,
    filters: { categorie: '' },
  });
  const { categorie } = filters;
  const [answering, setAnswering] = useState<AdminReclamation | null>(null);
  const categories = useReclamationCategories();
  const list = useAdminReclamations({ page, q, categorie });

  const total = list.data?.total ?? 0;
  const columns: Column<AdminReclamation>[] = [
    { key: 'date', header: t('section.date'), cell: (row) => formatDate(row.date) },
    { key: 'user', header: t('section.user'), rowHeader: true, cell: (row) => row.user },
    { key: 'categorie', header: t('section.categorie'), cell: (row) => category(row.categorie) },
    {
      key: 'description',
      header: t('section.description'),
      cell: (row) => <span className="line-clamp-3 max-w-md">{row.description}</span>,
    },
    {
      key: 'status',
      header: t('section.status'),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          tones={STATUS_TONES}
          label={t(`options.status.${row.status}`)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('section.actions'),
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
          onClick={() => setAnswering(row)}
          aria-label={`${t('section.answer')} — ${row.user}, ${category(row.categorie)}`}
        >
          {t('section.answer')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('section.clientTitle')}
      description={t('section.total', { count: total })}
      actions={
        <Select
          label={t('section.categoryFilter')}
          name="categorie"
          className="w-full sm:w-56"
          placeholder={t('section.allCategories')}
          options={(categories.data ?? []).map((value) => ({ value, label: category(value) }))}
          value={categorie}
          onChange={(event) => setFilter('categorie', event.target.value)}
        />
      }
      flush
    >
      {list.isError ? (
        <p role="alert" className="px-4 py-3 font-medium text-red-700 text-sm">
          {list.error.message || t('section.loadFailed')}
        </p>
      ) : null}
      <QueryTable
        caption={t('section.clientTitle')}
        columns={columns}
        query={list}
        loading={list.isLoading}
        loadingRows={4}
        emptyText={t('section.empty')}
        stackBelow="md"
        className="rounded-none border-0 shadow-none"
      />
      <CardPager {...pager(total)} label={t('section.clientPagination')} />
      <AnswerReclamationDialog reclamation={answering} onClose={() => setAnswering(null)} />
    </Card>
  );
}
