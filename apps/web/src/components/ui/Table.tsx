import type { Key, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Skeleton } from './Skeleton';

export interface Column<T> {
  /** Stable id of the column. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  cell?: (row: T, index: number) => ReactNode;
  /** Label shown before the value when the table is stacked (defaults to `header` when a string). */
  label?: string;
  align?: 'left' | 'center' | 'right';
  /** Mark the column that names the row: rendered as a row header (<th scope="row">). */
  rowHeader?: boolean;
  className?: string;
  headerClassName?: string;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Describes the table (required for a11y); hide it visually with captionHidden. */
  caption: ReactNode;
  captionHidden?: boolean;
  /** Shown in a single row when `rows` is empty and not loading. */
  emptyText?: ReactNode;
  /** Shows skeleton rows and sets aria-busy. */
  loading?: boolean;
  loadingRows?: number;
  /** Below this breakpoint rows become stacked cards with a label before each value. */
  stackBelow?: 'sm' | 'md' | 'lg';
  rowClassName?: (row: T, index: number) => string | undefined;
  className?: string;
  /** Tighter cells for wide tables (ten columns and more) so every column fits a laptop screen. */
  dense?: boolean;
  /** The table's outer box (give it `useRowFocus().ref` to keep focus when rows leave). */
  ref?: Ref<HTMLDivElement>;
}

// Full class strings (Tailwind only generates classes it can see written out).
const STACK = {
  sm: {
    table: 'max-sm:block',
    head: 'max-sm:sr-only',
    body: 'max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:p-3',
    row: 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-ink-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-xs',
    cell: 'max-sm:flex max-sm:gap-3 max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:w-2/5 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-ink-600 max-sm:before:content-[attr(data-label)]',
  },
  md: {
    table: 'max-md:block',
    head: 'max-md:sr-only',
    body: 'max-md:flex max-md:flex-col max-md:gap-3 max-md:p-3',
    row: 'max-md:block max-md:rounded-xl max-md:border max-md:border-ink-200 max-md:bg-white max-md:p-3 max-md:shadow-xs',
    cell: 'max-md:flex max-md:gap-3 max-md:border-0 max-md:px-0 max-md:py-1 max-md:text-left max-md:before:w-2/5 max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-ink-600 max-md:before:content-[attr(data-label)]',
  },
  lg: {
    table: 'max-lg:block',
    head: 'max-lg:sr-only',
    body: 'max-lg:flex max-lg:flex-col max-lg:gap-3 max-lg:p-3',
    row: 'max-lg:block max-lg:rounded-xl max-lg:border max-lg:border-ink-200 max-lg:bg-white max-lg:p-3 max-lg:shadow-xs',
    cell: 'max-lg:flex max-lg:gap-3 max-lg:border-0 max-lg:px-0 max-lg:py-1 max-lg:text-left max-lg:before:w-2/5 max-lg:before:shrink-0 max-lg:before:font-semibold max-lg:before:text-ink-600 max-lg:before:content-[attr(data-label)]',
  },
} as const;

/**
 * Restating the table roles keeps the table semantics once stacking changes the CSS display (some
 * browsers then drop them). Only needed, and only applied, when the table can stack.
 */
const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  cell: { role: 'cell' },
  rowheader: { role: 'rowheader' },
  columnheader: { role: 'columnheader' },
} as const;
const NO_ROLES = {
  table: {},
  rowgroup: {},
  row: {},
  cell: {},
  rowheader: {},
  columnheader: {},
} as const;

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A data table with caption, loading skeleton and empty state. With `stackBelow`, narrow screens
 * get one card per row with a label before each value (the ARIA table roles are kept explicitly so
 * screen readers still see a table once CSS changes the display).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  emptyText,
  loading = false,
  loadingRows = 5,
  stackBelow,
  rowClassName,
  className,
  dense = false,
  ref,
}: TableProps<T>) {
  const { t } = useTranslation('common');
  const stack = stackBelow ? STACK[stackBelow] : undefined;
  const roles = stack ? ROLES : NO_ROLES;
  const labelOf = (column: Column<T>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);

  const cellClass = (column: Column<T>) =>
    cn(
      'border-ink-100 border-t align-middle text-ink-800',
      dense ? 'px-1.5 py-2 text-xs 2xl:px-2 2xl:text-sm' : 'px-4 py-3 text-sm',
      ALIGN[column.align ?? 'left'],
      stack?.cell,
      column.className,
    );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
      <tr key={index} {...roles.row} className={stack?.row}>
        {columns.map((column) => (
          <td
            key={column.key}
            {...roles.cell}
            data-label={labelOf(column)}
            className={cellClass(column)}
          >
            <Skeleton className="h-4 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr {...roles.row} className={stack?.row}>
        <td
          {...roles.cell}
          data-list-status=""
          // Where focus goes when the last row of the list is removed (see useRowFocus).
          tabIndex={-1}
          colSpan={columns.length}
          className="border-ink-100 border-t px-4 py-10 text-center text-ink-500 text-sm"
        >
          {emptyText ?? t('table.empty')}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr
        key={rowKey(row, index)}
        data-row-key={String(rowKey(row, index))}
        {...roles.row}
        className={cn(
          'transition-colors hover:bg-ink-50/60',
          stack?.row,
          rowClassName?.(row, index),
        )}
      >
        {columns.map((column) => {
          const content = column.cell ? column.cell(row, index) : defaultCell(row, column.key);
          return column.rowHeader ? (
            <th
              key={column.key}
              scope="row"
              {...roles.rowheader}
              data-label={labelOf(column)}
              className={cn(cellClass(column), 'font-semibold text-ink-950')}
            >
              {content}
            </th>
          ) : (
            <td
              key={column.key}
              {...roles.cell}
              data-label={labelOf(column)}
              className={cellClass(column)}
            >
              {content}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    <div
      ref={ref}
      className={cn(
        'overflow-x-auto rounded-xl border border-ink-200 bg-white shadow-card',
        stackBelow === 'sm' &&
          'max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none',
        stackBelow === 'md' &&
          'max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none',
        stackBelow === 'lg' &&
          'max-lg:overflow-visible max-lg:border-0 max-lg:bg-transparent max-lg:shadow-none',
        className,
      )}
    >
      <table
        {...roles.table}
        aria-busy={loading || undefined}
        className={cn('w-full border-collapse', stack?.table)}
      >
        <caption
          className={cn(
            'px-4 pt-4 pb-2 text-left font-semibold text-ink-950',
            captionHidden && 'sr-only',
            stack &&
              !captionHidden &&
              (stackBelow === 'sm'
                ? 'max-sm:block'
                : stackBelow === 'md'
                  ? 'max-md:block'
                  : 'max-lg:block'),
          )}
        >
          {caption}
          {loading ? <span className="sr-only"> — {t('table.loading')}</span> : null}
        </caption>
        <thead {...roles.rowgroup} className={cn('bg-ink-50', stack?.head)}>
          <tr {...roles.row}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                {...roles.columnheader}
                className={cn(
                  'font-semibold text-ink-600 text-xs',
                  // Dense headers stay in their case: capitals widen every column.
                  dense ? 'px-1.5 py-2 2xl:px-2' : 'px-4 py-3 uppercase tracking-wide',
                  ALIGN[column.align ?? 'left'],
                  column.headerClassName,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup} className={stack?.body}>
          {body}
        </tbody>
      </table>
    </div>
  );
}

/** What `QueryTable` reads of a list query: its page's items and whether it is still pending. */
interface PageQuery<T> {
  data?: { items: readonly T[] };
  isPending: boolean;
}

/**
 * A list query's page as a table: its items keyed by `id`, skeleton rows while it is pending
 * (unless `loading` says otherwise), and the caption for screen readers only.
 */
export function QueryTable<T extends { id: Key }>({
  query,
  loading = query.isPending,
  ...props
}: Omit<TableProps<T>, 'rows' | 'rowKey' | 'captionHidden'> & { query: PageQuery<T> }) {
  return (
    <Table
      {...props}
      captionHidden
      rows={query.data?.items ?? []}
      rowKey={(row) => row.id}
      loading={loading}
    />
  );
}
