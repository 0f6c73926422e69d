import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPageView, lazyPage } from './lazy-page';

function HelloPage() {
  return <h1>Hello</h1>;
}

function OtherPage() {
  return <h1>Other</h1>;
}

const fakeModule = () => {
  const load = vi.fn(async () => ({ HelloPage }));
  return { load, page: lazyPage(load, 'HelloPage') };
};

const otherModule = () => lazyPage(async () => ({ OtherPage }), 'OtherPage');

const renderPage = (page: ReturnType<typeof fakeModule>['page']) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyPageView page={page} />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('suspends on first render until the chunk arrives', async () => {
    const { load, page } = fakeModule();
    renderPage(page);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded (as hydration needs)', async () => {
    const { load, page } = fakeModule();
    await page.preload();
    renderPage(page);
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the new page when the route switches to another one', async () => {
    const { page } = fakeModule();
    const other = otherModule();
    await Promise.all([page.preload(), other.preload()]);
    const { rerender } = renderPage(page);
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPageView page={other} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });
});
