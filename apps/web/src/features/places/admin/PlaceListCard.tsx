import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { ListHeader } from '@/components/ui/ListHeader';
import { ListPager, type ListPagerProps } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { type Column, Table, type TableProps } from '@/components/ui/Table';
import { PLACE_PATHS, type Place, type PlaceListRow } from '@/features/places/api/places';
import type { usePlaceList } from '@/features/places/api/use-place-list';

/** Each place's texts: its own namespace, with the same keys. */
const NAMESPACES = { espaces: 'espaces', stations: 'stations', lockers: 'lockers' } as const;

export interface PlaceListCardProps<P extends Place> {
  place: P;
  /** What `usePlaceList(place, …)` returned. */
  list: ReturnType<typeof usePlaceList<P>>;
  columns: Column<PlaceListRow<P>>[];
  /** h2 inside the back-office shell, h1 on the list's own page. */
  headingLevel?: 'h1' | 'h2';
  exportName: string;
  /** Between the header and the table (the stations' fleet link). */
  intro?: ReactNode;
  table?: Pick<TableProps<PlaceListRow<P>>, 'dense' | 'loadingRows'>;
  pagerLayout?: ListPagerProps['layout'];
  /** The place's form dialog, spread with `list.dialog`. */
  children: ReactNode;
}

/**
 * The back-office list of spaces, stations or lockers: title, CSV export of the search and the
 * add button; the page's rows (focus follows a row that leaves); the pager; the form dialog and
 * the delete confirmation.
 */
export function PlaceListCard<P extends Place>({
  place,
  list,
  columns,
  headingLevel,
  exportName,
  intro,
  table,
  pagerLayout,
  children,
}: PlaceListCardProps<P>) {
  const { t } = useTranslation(NAMESPACES[place]);
  // The shared "no result" text is common's; `t` of a union of namespaces cannot type its `q`.
  const { t: common } = useTranslation();
  const { q } = list;
  return (
    <Card flush>
      <ListHeader
        as={headingLevel}
        title={t('admin.title')}
        description={t('admin.description')}
        exportPath={`${PLACE_PATHS[place]}/export`}
        exportQuery={{ q }}
        exportName={exportName}
        addLabel={t('admin.add')}
        onAdd={list.add}
      />
      {intro}
      <LoadError error={list.list.error} fallback={t('errors.load')} />
      <Table
        {...list.table}
        {...table}
        caption={t('admin.title')}
        captionHidden
        columns={columns}
        emptyText={q ? common('list.emptySearch', { q }) : t('admin.empty')}
        stackBelow="lg"
      />
      <ListPager {...list.pager} layout={pagerLayout} />
      {children}
      {list.confirmDialog}
    </Card>
  );
}
