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
});
