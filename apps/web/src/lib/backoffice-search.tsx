import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/**
 * The back-office header search box filters the current section: the shell owns the text, each
 * section reads it with `useBackofficeSearch()` and passes it to its list query as `q`.
 *
 * Reading the text also registers the reader, so the shell knows whether the section on screen
 * uses the search at all and never offers a box that does nothing (the spec's defect).
 */
interface SearchContextValue {
  value: string;
  /** Called by each reader on mount; returns the unregister function. */
  register: () => () => void;
}

const noop = () => {};
const SearchContext = createContext<SearchContextValue>({ value: '', register: () => noop });

export function BackofficeSearchProvider({
  value,
  onUsedChange,
  children,
}: {
  value: string;
  /** Told `true` while at least one mounted component reads the search, `false` otherwise. */
  onUsedChange?: (used: boolean) => void;
  children: ReactNode;
}) {
  const readers = useRef(0);
  const notify = useRef(onUsedChange);
  notify.current = onUsedChange;

  const register = useCallback(() => {
    readers.current += 1;
    if (readers.current === 1) notify.current?.(true);
    return () => {
      readers.current -= 1;
      if (readers.current === 0) notify.current?.(false);
    };
  }, []);

  const context = useMemo(() => ({ value, register }), [value, register]);
  return <SearchContext.Provider value={context}>{children}</SearchContext.Provider>;
}

export function useBackofficeSearch(): string {
  const { value, register } = useContext(SearchContext);
  useEffect(register, [register]);
  return value;
}
