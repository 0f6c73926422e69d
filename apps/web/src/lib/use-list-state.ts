import { useState } from 'react';
import { useBackofficeSearch } from './backoffice-search';
import { pageCount } from './page-count';
import { useDebounced } from './use-debounced';

/**
 * Page and search of a back-office list: the header search box (shell) filters it, and a new
 * search starts again at page 1.
 */
export function useListState(limit: number) {
  const q = useDebounced(useBackofficeSearch().trim());
  const [page, setPage] = useState(1);
  const [pageQuery, setPageQuery] = useState(q);
  if (pageQuery !== q) {
    setPageQuery(q);
    setPage(1);
  }
  /** After a row of the `rowsOnPage` shown left the list: back a page when it was the page's last. */
  const rowLeft = (rowsOnPage: number) => {
    if (rowsOnPage === 1 && page > 1) setPage(page - 1);
  };
  /** After `count` rows of a list of `total` left it together: stay here unless this page is gone. */
  const rowsLeft = (count: number, total: number) =>
    setPage(Math.min(page, pageCount(total - count, limit)));
  return { page, setPage, rowLeft, rowsLeft, q, params: { page, limit, q: q || undefined } };
}
