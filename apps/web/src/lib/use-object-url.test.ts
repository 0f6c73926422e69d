import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  // jsdom has no object URLs: stand-ins, put back afterwards.
  const { createObjectURL, revokeObjectURL } = URL;
  let next = 0;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:${++next}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('gives a URL for the file and revokes it when the file changes or the caller goes away', () => {
    const first = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const second = new File(['b'], 'b.jpg', { type: 'image/jpeg' });
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: first as File | null },
    });
    const firstUrl = result.current;
    expect(firstUrl).toMatch(/^blob:/);
    rerender({ file: second });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstUrl);
    expect(result.current).not.toBe(firstUrl);
    const secondUrl = result.current;
    rerender({ file: null });
    expect(result.current).toBeUndefined();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(secondUrl);
    unmount();
  });
});
