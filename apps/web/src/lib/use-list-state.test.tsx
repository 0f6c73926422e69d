import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

describe('useListState', () => {
  it('steps back a page when the last row of a later page leaves', () => {
    const { result } = renderHook(() => useListState(5));
    act(() => result.current.setPage(2));
    act(() => result.current.rowLeft(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.rowLeft(1));
    expect(result.current.page).toBe(1);
  });

  it('stays on the page after rows leave together, unless the page is gone', () => {
    const { result } = renderHook(() => useListState(5));
    act(() => result.current.setPage(2));
    // 7 rows, pages of 5: one of page 2's two rows goes, page 2 still exists.
    act(() => result.current.rowsLeft(1, 7));
    expect(result.current.page).toBe(2);
    // 6 rows: page 2's one remaining row goes, page 2 is gone.
    act(() => result.current.rowsLeft(1, 6));
    expect(result.current.page).toBe(1);
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
    const { result } = renderHook(() => useListState(5));
    act(() => result.current.setPage(page));
    act(() => result.current.rowsLeft(count, total));
    expect(result.current.page).toBe(expected);
  });

  it('steps back from a later page only when its last row leaves, never below page 1', () => {
    const { result } = renderHook(() => useListState(5));
    act(() => result.current.rowLeft(1));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(3));
    act(() => result.current.rowLeft(5));
    expect(result.current.page).toBe(3);
    act(() => result.current.rowLeft(1));
    expect(result.current.page).toBe(2);
  });
});
