import type { Key, ReactNode } from 'react';
import Plus from '~icons/lucide/plus';
import { Button } from './Button';
import { Card } from './Card';
import { CardPager } from './CardPager';
import { LoadError } from './LoadError';
import { type Column, Table } from './Table';

/** What a list card reads of its page's query (TanStack Query's result has it). */
interface ListCardQuery<T> {
  data?: { items: T[]; total: number };
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

interface ListPagerState {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}

export interface ListCardProps<T extends { id: Key }> {
  /** The card's title, also the table's (hidden) caption. */
  title: string;
  /** Under the title: the count of rows. */
  description: string;
  /** The add button's label, beside the title. */
  addLabel: string;
  onAdd: () => void;
  list: ListCardQuery<T>;
  columns: Column<T>[];
  /** The list's page (`useListController`). */
  controller: { pager: (total: number) => ListPagerState };
  /** The pager's accessible label. */
  pagerLabel: string;
  emptyText: string;
  /** The add dialog. */
  children?: ReactNode;
}

/**
 * A portal list (the client's spaces, stations, reclamations): a card with its count and add
 * button, the page's rows (a retry when they fail to load), the pager once there is more than one
 * page.
 */
export function ListCard<T extends { id: Key }>({
  title,
  description,
  addLabel,
  onAdd,
  list,
  columns,
  controller,
  pagerLabel,
  emptyText,
  children,
}: ListCardProps<T>) {
  const pager = controller.pager(list.data?.total ?? 0);
  return (
    <Card
      title={title}
      description={description}
      actions={
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={onAdd}>
          {addLabel}
        </Button>
      }
      flush
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : (
        <Table
          caption={title}
          captionHidden
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          loadingRows={pager.limit}
          emptyText={emptyText}
          stackBelow="md"
        />
      )}
      <CardPager {...pager} label={pagerLabel} />
      {children}
    </Card>
  );
}
