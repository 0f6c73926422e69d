import { CLIENT_RECLAMATIONS_PAGE_SIZE, type ClientReclamation } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Table } from '@/components/ui';
import { CardPager } from '@/components/ui/CardPager';
import { LoadError } from '@/components/ui/LoadError';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useReclamations } from '@/features/reclamations/api/client';
import { STATUS_TONES } from '@/features/reclamations/tones';
import { formatDate } from '@/lib/format';
import { useSearchPage } from '@/lib/use-search-page';
import Plus from '~icons/lucide/plus';
import { AddReclamationDialog } from './AddReclamationDialog';

/** The client's reclamations, 4 per page, newest first, with status and the staff answer. */
export function ReclamationsSection({ q }: { q: string }) {
  const { t } = useTranslation('reclamations');
  const [page, setPage] = useSearchPage(q);
  const [adding, setAdding] = useState(false);
  const list = useReclamations(page, CLIENT_RECLAMATIONS_PAGE_SIZE, q);

  const columns: Column<ClientReclamation>[] = [
    { key: 'date', header: t('client.date'), cell: (row) => formatDate(row.date) },
    {
      key: 'categorie',
      header: t('client.categorie'),
      rowHeader: true,
      cell: (row) => t(`categories.${row.categorie}`, { defaultValue: row.categorie }),
    },
    {
      key: 'description',
      header: t('client.description'),
      cell: (row) => (
        <div className="max-w-md">
          <p className="whitespace-pre-line break-words">{row.description}</p>
          {row.reponse ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-2 py-1 text-brand-900 text-sm">
              <span className="font-semibold">{t('client.reponseLabel')} </span>
              {row.reponse}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('client.status'),
      cell: (row) => (
        <StatusBadge status={row.status} tones={STATUS_TONES} label={t(`status.${row.status}`)} />
      ),
    },
  ];
  const total = list.data?.total ?? 0;

  return (
    <Card
      title={t('client.title')}
      description={t('client.count', { count: total })}
      actions={
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding(true)}
        >
          {t('client.add')}
        </Button>
      }
      flush
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : (
        <Table
          caption={t('client.title')}
          captionHidden
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={CLIENT_RECLAMATIONS_PAGE_SIZE}
          emptyText={q ? t('search.noMatch') : t('client.empty')}
          stackBelow="md"
        />
      )}
      <CardPager
        page={page}
        total={total}
        size={CLIENT_RECLAMATIONS_PAGE_SIZE}
        onChange={setPage}
        label={t('client.pagination')}
      />
      <AddReclamationDialog open={adding} onOpenChange={setAdding} onAdded={() => setPage(1)} />
    </Card>
  );
}
