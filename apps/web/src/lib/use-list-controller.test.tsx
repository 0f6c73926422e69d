import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListSearchProvider, useSearchBox } from './list-search';
import { type ListOptions, useListController } from './use-list-controller';

/** The router's location and a way to go back, read beside the hook under test. */
function useProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return { url: location.search, back: () => navigate(-1), forward: () => navigate(1) };
}

function renderList<F extends Record<string, string>>(options: ListOptions<F>, route = '/list') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListController(options), probe: useProbe() }), { wrapper });
}

describe('useListController: the row-left rules', () => {
  it('steps back a page when the last row of a later page leaves', () => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.rowLeft(2));
    expect(result.current.list.page).toBe(2);
    act(() => result.current.list.rowLeft(1));
    expect(result.current.list.page).toBe(1);
  });

  it('stays on the page after rows leave together, unless the page is gone', () => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.setPage(2));
    // 7 rows, pages of 5: one of page 2's two rows goes, page 2 still exists.
    act(() => result.current.list.rowsLeft(1, 7));
    expect(result.current.list.page).toBe(2);
    // 6 rows: page 2's one remaining row goes, page 2 is gone.
    act(() => result.current.list.rowsLeft(1, 6));
    expect(result.current.list.page).toBe(1);
  });

  // Hand-computed: pages of 5. `rowsLeft(count, total)` lands on min(page, ceil((total - count) / 5)),
  // at least 1: every page that no longer exists is skipped, not only the one the user was on.
  it.each([
    // [page, count, total, expected page]
    [3, 2, 12, 2], // 12 rows (5+5+2): page 3's two rows go, 10 left, page 3 gone → 2
    [3, 7, 12, 1], // the whole last two pages go (page 3's 2 and page 2's 5): 5 left → 1
    [4, 6, 16, 2], // 16 rows (5+5+5+1): 10 left, two pages → 2, not 3
    [5, 11, 21, 2], // 21 rows: 10 left → 2 (three pages back)
    [3, 12, 12, 1], // everything goes: the empty list still has page 1
    [3, 1, 12, 3], // page 3 keeps a row: stays
    [2, 5, 15, 2], // page 2 emptied but page 3's rows move up: 10 left, page 2 exists
    [1, 5, 5, 1], // already on page 1
  ])('on page %i, %i of %i rows leaving lands on page %i', (page, count, total, expected) => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.setPage(page));
    act(() => result.current.list.rowsLeft(count, total));
    expect(result.current.list.page).toBe(expected);
  });

  it('steps back from a later page only when its last row leaves, never below page 1', () => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.rowLeft(1));
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.rowLeft(5));
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.rowLeft(1));
    expect(result.current.list.page).toBe(2);
  });

  it('corrects the page in place: back leads to the page before, not to the emptied one', () => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.rowLeft(1));
    expect(result.current.probe.url).toBe('?page=2');
    act(() => result.current.probe.back());
    expect(result.current.list.page).toBe(2);
    act(() => result.current.probe.back());
    expect(result.current.list.page).toBe(1);
  });
});

describe('useListController: the state lives in the URL', () => {
  it('reads page, filters and sort from the address (a reload or a shared link)', () => {
    const { result } = renderList(
      { limit: 10, filters: { status: '', period: '2026-11' }, sort: 'date' },
      '/list?page=3&status=paid&sort=-total',
    );
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.filters).toEqual({ status: 'paid', period: '2026-11' });
    expect(result.current.list.sort).toBe('-total');
    expect(result.current.list.params).toEqual({ page: 3, limit: 10, q: undefined });
  });

  it.each([['?page=0'], ['?page=-2'], ['?page=abc'], ['']])('reads page 1 from %j', (search) => {
    const { result } = renderList({ limit: 5 }, `/list${search}`);
    expect(result.current.list.page).toBe(1);
  });

  it('keeps page 1 and default values out of the URL', () => {
    const { result } = renderList({ limit: 5, filters: { status: 'pending' } }, '/list?page=2');
    act(() => result.current.list.setPage(1));
    expect(result.current.probe.url).toBe('');
    act(() => result.current.list.setFilter('status', ''));
    expect(result.current.probe.url).toBe('?status=');
    act(() => result.current.list.setFilter('status', 'pending'));
    expect(result.current.probe.url).toBe('');
  });

  it('steps through pages with back and forward', () => {
    const { result } = renderList({ limit: 5 });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setPage(3));
    expect(result.current.probe.url).toBe('?page=3');
    act(() => result.current.probe.back());
    expect(result.current.list.page).toBe(2);
    act(() => result.current.probe.back());
    expect(result.current.list.page).toBe(1);
    act(() => result.current.probe.forward());
    expect(result.current.list.page).toBe(2);
  });

  it('starts a new filter or sort again at page 1 and keeps the other params', () => {
    const { result } = renderList(
      { limit: 5, filters: { status: '', type: '' } },
      '/list?section=ads&type=x&page=4',
    );
    act(() => result.current.list.setFilter('status', 'live'));
    expect(result.current.list.page).toBe(1);
    expect(result.current.probe.url).toBe('?section=ads&type=x&status=live');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort('-date'));
    expect(result.current.probe.url).toBe('?section=ads&type=x&status=live&sort=-date');
    act(() => result.current.list.resetFilters());
    expect(result.current.list.filters).toEqual({ status: '', type: '' });
    expect(result.current.probe.url).toBe('?section=ads&sort=-date');
  });

  it("hands a pager the list's page, total and size, and its page changes to the URL", () => {
    const { result } = renderList({ limit: 4 }, '/list?page=2');
    const pager = result.current.list.pager(11);
    expect(pager).toMatchObject({ page: 2, total: 11, limit: 4 });
    act(() => pager.onChange(3));
    expect(result.current.probe.url).toBe('?page=3');
  });

  it('keeps two lists of one screen apart by their name', () => {
    const { result } = renderHook(
      () => ({
        demandes: useListController({ limit: 5 }),
        reservations: useListController({ limit: 5, name: 'reservations' }),
        probe: useProbe(),
      }),
      { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> },
    );
    act(() => result.current.reservations.setPage(3));
    act(() => result.current.demandes.setPage(2));
    expect(result.current.probe.url).toBe('?reservations.page=3&page=2');
    expect(result.current.reservations.page).toBe(3);
    expect(result.current.demandes.page).toBe(2);
  });
});

function SearchScreen({ scope = '' }: { scope?: string }) {
  const box = useSearchBox({ scope });
  const probe = useProbe();
  return (
    <>
      <input aria-label="search" value={box.text} onChange={(e) => box.setText(e.target.value)} />
      <output data-testid="used">{String(box.used)}</output>
      <output data-testid="url">{probe.url}</output>
      <button type="button" onClick={probe.back}>
        back
      </button>
      <ListSearchProvider readers={box.readers}>
        <Reader />
        <Other />
      </ListSearchProvider>
    </>
  );
}

function Reader() {
  const list = useListController({ limit: 5, search: true });
  return (
    <button type="button" onClick={() => list.setPage(list.page + 1)}>
      reader page {list.page} q={list.q}
    </button>
  );
}

/** A second list on the screen that does not read the search: its page survives a search. */
function Other() {
  const list = useListController({ limit: 5, name: 'other' });
  return (
    <button type="button" onClick={() => list.setPage(list.page + 1)}>
      other page {list.page}
    </button>
  );
}

/** A search box with no list under it. */
function Lonely() {
  const box = useSearchBox();
  return <output data-testid="used">{String(box.used)}</output>;
}

function renderScreen(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SearchScreen />
    </MemoryRouter>,
  );
}

describe('useSearchBox: a search in the URL', () => {
  it('shows the search of the address and tells the box a list reads it', () => {
    renderScreen('/list?q=tunis&page=2');
    expect(screen.getByLabelText('search')).toHaveValue('tunis');
    expect(screen.getByRole('button', { name: 'reader page 2 q=tunis' })).toBeInTheDocument();
    expect(screen.getByTestId('used')).toHaveTextContent('true');
  });

  it('writes the search once typing pauses, starting its readers again at page 1', async () => {
    const user = userEvent.setup();
    renderScreen('/list?page=3&other.page=2');
    await user.type(screen.getByLabelText('search'), ' sousse');
    expect(screen.getByTestId('url')).toHaveTextContent('?page=3&other.page=2');
    await screen.findByRole('button', { name: 'reader page 1 q=sousse' });
    expect(screen.getByTestId('url')).toHaveTextContent(/^\?other\.page=2&q=sousse$/);
    expect(screen.getByRole('button', { name: 'other page 2' })).toBeInTheDocument();
    // What was typed stays as typed (the leading space), the lists read it trimmed.
    expect(screen.getByLabelText('search')).toHaveValue(' sousse');
  });

  it('replaces the history entry: back leaves the search, and puts its text back in the box', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home', '/list?q=ariana']} initialIndex={1}>
        <SearchScreen />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'reader page 1 q=ariana' }));
    expect(screen.getByTestId('url')).toHaveTextContent('?q=ariana&page=2');
    await user.clear(screen.getByLabelText('search'));
    await screen.findByRole('button', { name: 'reader page 1 q=' });
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'back' }));
    // The search's entry was replaced: back is the page before it, with its search.
    expect(screen.getByTestId('url')).toHaveTextContent('?q=ariana');
    expect(screen.getByLabelText('search')).toHaveValue('ariana');
    expect(screen.getByRole('button', { name: 'reader page 1 q=ariana' })).toBeInTheDocument();
  });

  it('says no list reads the box when none does', () => {
    render(
      <MemoryRouter>
        <Lonely />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('used')).toHaveTextContent('false');
  });
});
