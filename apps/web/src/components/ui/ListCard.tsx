import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddDialogProps, PortalSection } from '@/lib/use-add-dialog';
import { useListController } from '@/lib/use-list-controller';
import Plus from '~icons/lucide/plus';
import { Button } from './Button';
import { Card } from './Card';
import { CardPager } from './CardPager';
import { LoadError } from './LoadError';
import { type Column, QueryTable } from './Table';

/** What a list card reads of its page's query (TanStack Query's result has it). */
interface ListCardQuery<T> {
  data?: { items: T[]; total: number };
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

export interface ListCardProps<T extends { id: Key }> {
  /** The section's namespace: its `client.*` texts (title, count, add, pagination, empty). */
  section: PortalSection;
  /** Rows a page. */
  limit: number;
  /** The section's page query (a module-level hook: `useEspaces`…). */
  useRows: (page: number, limit: number, q: string) => ListCardQuery<T>;
  columns: Column<T>[];
  /** The add popup, given its open state and `onAdded` (back to the first page). */
  addDialog: (props: Required<AddDialogProps>) => ReactNode;
}

/**
 * A portal list (the client's spaces, stations, reclamations): a card with its count and add
 * button, the page's rows (a retry when they fail to load), the pager once there is more than one
 * page, and the add popup. Its page and the header search are in the URL (`useListController`).
 */
export function ListCard<T extends { id: Key }>({
  section,
  limit,
  useRows,
  columns,
  addDialog,
}: ListCardProps<T>) {
  const { t } = useTranslation(section);
  const controller = useListController({ limit, search: true });
  const [adding, setAdding] = useState(false);
  const list = useRows(controller.page, limit, controller.q);
  const title = t('client.title');
  const pager = controller.pager(list.data?.total ?? 0);
  return (
    <Card
      title={title}
      description={t('client.count', { count: list.data?.total ?? 0 })}
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
        <QueryTable
          caption={title}
          columns={columns}
          query={list}
          loadingRows={pager.limit}
          emptyText={controller.q ? t('search.noMatch') : t('client.empty')}
          stackBelow="md"
        />
      )}
      <CardPager {...pager} label={t('client.pagination')} />
      {addDialog({ open: adding, onOpenChange: setAdding, onAdded: () => controller.setPage(1) })}
    </Card>
  );
}
