import { CLIENT_ESPACES_PAGE_SIZE, type ClientEspace } from '@app/contracts/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Table } from '@/components/ui';
import { CardPager } from '@/components/ui/CardPager';
import { LoadError } from '@/components/ui/LoadError';
import { useEspaces } from '@/features/espaces/api/client';
import { useSearchPage } from '@/lib/use-search-page';
import Plus from '~icons/lucide/plus';
import { AddSpaceDialog } from './AddSpaceDialog';

/** The client's spaces (venues), 5 per page, with the add popup. */
export function SpacesSection({ q }: { q: string }) {
  const { t } = useTranslation('espaces');
  const [page, setPage] = useSearchPage(q);
  const [adding, setAdding] = useState(false);
  const list = useEspaces(page, CLIENT_ESPACES_PAGE_SIZE, q);

  const columns: Column<ClientEspace>[] = [
    { key: 'nom', header: t('client.nom'), rowHeader: true },
    { key: 'ville', header: t('client.ville') },
    { key: 'gouvernorat', header: t('client.gouvernorat') },
    { key: 'activite', header: t('client.activite') },
    { key: 'stations', header: t('client.stations'), align: 'right' },
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
          loadingRows={CLIENT_ESPACES_PAGE_SIZE}
          emptyText={q ? t('search.noMatch') : t('client.empty')}
          stackBelow="md"
        />
      )}
      <CardPager
        page={page}
        total={total}
        size={CLIENT_ESPACES_PAGE_SIZE}
        onChange={setPage}
        label={t('client.pagination')}
      />
      <AddSpaceDialog open={adding} onOpenChange={setAdding} onAdded={() => setPage(1)} />
    </Card>
  );
}
