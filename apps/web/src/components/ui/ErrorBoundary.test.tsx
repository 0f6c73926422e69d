import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('ErrorBoundary', () => {
  it('shows the fallback when its children fail, and tries again when the reset key changes', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary area="Test" resetKey="a" fallback={<p>Something went wrong</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Test failed to render',
      expect.any(Error),
      expect.anything(),
    );

    rerender(
      <ErrorBoundary area="Test" resetKey="b" fallback={<p>Something went wrong</p>}>
        <p>Fresh page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fresh page')).toBeInTheDocument();
  });
});
