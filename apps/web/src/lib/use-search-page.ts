import { useCallback, useState } from 'react';

/** The current page of a searchable table; a new search goes back to page 1. */
export function useSearchPage(q: string): [number, (page: number) => void] {
  const [state, setState] = useState({ q, page: 1 });
  const page = state.q === q ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ q, page: next }), [q]);
  return [page, setPage];
}
