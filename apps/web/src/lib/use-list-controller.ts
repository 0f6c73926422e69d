import { useSearchParams } from 'react-router';
import { useListSearch } from './list-search';
import { pageCount } from './page-count';

export interface ListOptions<F extends Record<string, string>> {
  /** Rows per page. */
  limit: number;
  /**
   * Prefix of this list's URL keys when a screen shows more than one paged list
   * (`reservations` → `?reservations.page=2`); the screen's main list has none (`?page=2`).
   */
  name?: string;
  /** The list reads the screen's search box (`?q=`, see `useSearchBox`). */
  search?: boolean;
  /** The list's filters and their default values; a value other than its default is in the URL. */
  filters?: F;
  /** Default sort (`field` or `-field`); another sort is in the URL (`?sort=`). */
  sort?: string;
}

type Changes = Record<string, string | number | undefined>;

/**
 * The one way to keep a list's state: page, search, sort and filters live in the URL's search
 * params (as react-admin does), so a reload or a shared link shows the same page and back/forward
 * step through pages and filters. A new search, filter or sort starts again at page 1. A value equal
 * to its default (page 1, no search, the default filter) is left out of the URL.
 */
export function useListController<F extends Record<string, string> = Record<never, string>>({
  limit,
  name,
  search = false,
  filters: defaults = {} as F,
  sort: defaultSort = '',
}: ListOptions<F>) {
  const key = (field: string) => (name ? `${name}.${field}` : field);
  const pageKey = key('page');
  const [params, setParams] = useSearchParams();
  const searched = useListSearch(search && { pageKey });
  const q = search ? searched : '';
  const page = Math.max(1, Math.trunc(Number(params.get(pageKey))) || 1);
  const sort = params.get(key('sort')) ?? defaultSort;
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([field, fallback]) => [
      field,
      params.get(key(field)) ?? fallback,
    ]),
  ) as F;

  /** Writes `changes` (their default values leave the URL); `replace` for corrections, not steps. */
  const write = (changes: Changes, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [field, value] of Object.entries(changes)) {
          const fallback =
            field === 'page' ? 1 : field === 'sort' ? defaultSort : defaults[field as keyof F];
          if (value === undefined || value === fallback) next.delete(key(field));
          else next.set(key(field), String(value));
        }
        return next;
      },
      { replace },
    );

  const setPage = (next: number) => write({ page: next });
  /** A new filter value starts again at page 1. */
  const setFilters = (changes: Partial<F>) => write({ ...changes, page: 1 });
  const setFilter = <K extends keyof F & string>(field: K, value: F[K]) =>
    setFilters({ [field]: value } as unknown as Partial<F>);
  /** Every filter back to its default, at page 1. */
  const resetFilters = () => setFilters(defaults);
  /** A new sort starts again at page 1. */
  const setSort = (next: string) => write({ sort: next, page: 1 });

  /** After a row of the `rowsOnPage` shown left the list: back a page when it was the page's last. */
  const rowLeft = (rowsOnPage: number) => {
    if (rowsOnPage === 1 && page > 1) write({ page: page - 1 }, true);
  };
  /** After `count` rows of a list of `total` left it together: stay here unless this page is gone. */
  const rowsLeft = (count: number, total: number) => {
    const last = Math.min(page, pageCount(total - count, limit));
    if (last !== page) write({ page: last }, true);
  };

  return {
    page,
    setPage,
    q,
    sort,
    setSort,
    filters,
    setFilter,
    setFilters,
    resetFilters,
    rowLeft,
    rowsLeft,
    /** The list query's paging and search. */
    params: { page, limit, q: q || undefined },
    /** Spread on `ListPager` or `CardPager`, with the list's `total`. */
    pager: (total: number) => ({ page, total, limit, onChange: setPage }),
  };
}
