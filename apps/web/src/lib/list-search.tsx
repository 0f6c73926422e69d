import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';

/** The URL parameter of a screen's search box (`?q=`): a reload or a shared link keeps it. */
const SEARCH_PARAM = 'q';

/** How long the box waits for typing to pause before the URL (and the lists) follow it. */
const SETTLE_MS = 250;

/**
 * The lists that read a screen's search box. Each reader registers the URL key of its page, so a
 * new search starts those lists again at page 1 (and only those), and the box knows whether the
 * screen on display uses it at all (the back-office never offers a box that does nothing).
 */
interface SearchReaders {
  register: (pageKey?: string) => () => void;
}

const ReadersContext = createContext<SearchReaders | null>(null);

/** Wraps the lists a search box (see `useSearchBox`) filters. */
export function ListSearchProvider({
  readers,
  children,
}: {
  readers: SearchReaders;
  children: ReactNode;
}) {
  return <ReadersContext.Provider value={readers}>{children}</ReadersContext.Provider>;
}

/**
 * The screen's search text (trimmed, settled). A reader registers (so the box knows it is used)
 * with the URL key of its page, if it has pages, which a new search sets back to 1; `false` for a
 * list that does not read the search (it then reads nothing and registers nothing).
 */
export function useListSearch(reader: { pageKey?: string } | false): string {
  const readers = useContext(ReadersContext);
  const [params] = useSearchParams();
  const reads = reader !== false;
  const pageKey = reader === false ? undefined : reader.pageKey;
  useEffect(() => {
    if (reads) return readers?.register(pageKey);
  }, [readers, reads, pageKey]);
  return reads ? (params.get(SEARCH_PARAM) ?? '') : '';
}

export interface SearchBoxOptions {
  /** The URL parameter the box writes (`q` unless the list has a search of its own). */
  param?: string;
  /** The box belongs to one section: a new scope starts from the URL's text (empty on a switch). */
  scope?: string;
  /** Page keys to start again at 1 besides the registered readers' (a list's own search box). */
  pageKeys?: readonly string[];
}

/**
 * A search box whose text lives in the URL. The box shows what is typed at once; once typing
 * pauses the URL follows (replacing the history entry, not one entry per key) and the lists that
 * read it start again at page 1. Back, forward or a section switch put the URL's text in the box.
 * Render the lists inside `<ListSearchProvider readers={box.readers}>`.
 */
export function useSearchBox({
  param = SEARCH_PARAM,
  scope = '',
  pageKeys = [],
}: SearchBoxOptions = {}) {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(param) ?? '';
  const [box, setBox] = useState({ scope, text: inUrl, seen: inUrl });
  let text = box.text;
  if (box.scope !== scope || box.seen !== inUrl) {
    // The URL changed under the box: keep what is typed if the URL caught up with it, else show
    // the URL's text (back, forward, another section).
    text = box.scope === scope && inUrl === box.text.trim() ? box.text : inUrl;
    setBox({ scope, text, seen: inUrl });
  }

  const [readerCount, setReaderCount] = useState(0);
  const pageKeysOf = useRef(new Map<string, number>());
  const [readers] = useState<SearchReaders>(() => ({
    register: (pageKey) => {
      const keys = pageKeysOf.current;
      if (pageKey !== undefined) keys.set(pageKey, (keys.get(pageKey) ?? 0) + 1);
      setReaderCount((count) => count + 1);
      return () => {
        if (pageKey !== undefined) {
          const left = (keys.get(pageKey) ?? 1) - 1;
          if (left > 0) keys.set(pageKey, left);
          else keys.delete(pageKey);
        }
        setReaderCount((count) => count - 1);
      };
    },
  }));

  // The timer writes with the URL as it is then, not as it was when the key was pressed.
  const latest = useRef({ setParams, inUrl, pageKeys });
  latest.current = { setParams, inUrl, pageKeys };
  useEffect(() => {
    const next = text.trim();
    if (next === latest.current.inUrl) return;
    const timer = setTimeout(() => {
      const { setParams: write, pageKeys: ownKeys } = latest.current;
      write(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(param, next);
          else updated.delete(param);
          for (const key of [...pageKeysOf.current.keys(), ...ownKeys]) updated.delete(key);
          return updated;
        },
        { replace: true },
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, param]);

  const setText = (next: string) => setBox((b) => ({ ...b, text: next }));
  return { text, setText, used: readerCount > 0, readers };
}

/** The `<input type="search">` of a `useSearchBox` box: it shows the box's text and types into it. */
export function SearchBoxInput({
  box,
  ...props
}: { box: { text: string; setText: (text: string) => void } } & Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange'
>) {
  return (
    <input
      {...props}
      type="search"
      value={box.text}
      onChange={(event) => box.setText(event.target.value)}
    />
  );
}
