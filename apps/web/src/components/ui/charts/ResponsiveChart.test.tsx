import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveChart } from './ResponsiveChart';

describe('ResponsiveChart', () => {
  it('draws at the width of its box, and again when the box resizes', () => {
    let resize: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    render(<ResponsiveChart height={200}>{(w) => <p>drawn at {w}</p>}</ResponsiveChart>);
    expect(screen.getByText('drawn at 640')).toBeInTheDocument();
    width.mockReturnValue(320);
    act(() => resize());
    expect(screen.getByText('drawn at 320')).toBeInTheDocument();
    width.mockRestore();
    vi.unstubAllGlobals();
  });

  it('draws nothing before the box has a width', () => {
    render(<ResponsiveChart height={200}>{(w) => <p>drawn at {w}</p>}</ResponsiveChart>);
    expect(screen.queryByText(/drawn at/)).not.toBeInTheDocument();
  });
});
