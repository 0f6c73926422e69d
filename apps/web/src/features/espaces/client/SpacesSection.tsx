import { CLIENT_ESPACES_PAGE_SIZE, type ClientEspace } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Pagination, Table } from '@/components/ui';
import { Plus } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/LoadError';
import { pageCount } from '@/lib/page-count';
import { useEspaces } from '@/lib/portal-api';
import { useSearchPage } from '@/lib/use-search-page';
import { AddSpaceDialog } from './AddSpaceDialog';

/** The client's spaces (venues), 5 per page, with the add popup. */
export function SpacesSection({ q }: { q: string }) {
  const { t } = useTranslation('clientPortal');
  const [page, setPage] = useSearchPage(q);
  const [adding, setAdding] = useState(false);
  const list = useEspaces(page, CLIENT_ESPACES_PAGE_SIZE, q);

  const columns: Column<ClientEspace>[] = [
    { key: 'nom', header: t('spaces.nom'), rowHeader: true },
    { key: 'ville', header: t('spaces.ville') },
    { key: 'gouvernorat', header: t('spaces.gouvernorat') },
    { key: 'activite', header: t('spaces.activite') },
    { key: 'stations', header: t('spaces.stations'), align: 'right' },
  ];
  const total = list.data?.total ?? 0;

  return (
    <Card
      title={t('spaces.title')}
      description={t('spaces.count', { count: total })}
      actions={
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding(true)}
        >
          {t('spaces.add')}
        </Button>
      }
      flush
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : (
        <Table
          caption={t('spaces.title')}
          captionHidden
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={CLIENT_ESPACES_PAGE_SIZE}
          emptyText={q ? t('search.noMatch') : t('spaces.empty')}
          stackBelow="md"
        />
      )}
      {total > CLIENT_ESPACES_PAGE_SIZE ? (
        <Pagination
          className="border-ink-100 border-t px-4 py-3"
          page={page}
          pageCount={pageCount(total, CLIENT_ESPACES_PAGE_SIZE)}
          onChange={setPage}
          label={t('spaces.pagination')}
        />
      ) : null}
      <AddSpaceDialog open={adding} onOpenChange={setAdding} onAdded={() => setPage(1)} />
    </Card>
  );
}
