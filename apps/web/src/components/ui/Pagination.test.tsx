import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getLeadingPageItems, getPageItems, Pagination } from './Pagination';

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last pages and elides the rest', () => {
    expect(getPageItems(1, 20, 5)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20, 5)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20, 5)).toEqual([1, 'ellipsis-start', 17, 18, 19, 20]);
  });

  it('never shows more than maxButtons numbers', () => {
    for (let page = 1; page <= 30; page++) {
      const numbers = getPageItems(page, 30, 7).filter((item) => typeof item === 'number');
      expect(numbers.length).toBeLessThanOrEqual(7);
      expect(numbers).toContain(page);
    }
  });
});

describe('getLeadingPageItems (the public spaces pager)', () => {
  it('lists up to 6 pages in full', () => {
    expect(getLeadingPageItems(1, 1)).toEqual([1]);
    expect(getLeadingPageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows the first 5 pages and "..." beyond 6 pages, then the current page if further', () => {
    expect(getLeadingPageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end']);
    expect(getLeadingPageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end']);
    expect(getLeadingPageItems(9, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 9]);
    expect(getLeadingPageItems(99, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });
});

describe('Pagination', () => {
  it('renders "..." beyond the visible page numbers and disables Previous on page 1', () => {
    render(<Pagination page={1} pageCount={12} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('...')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page suivante' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 12' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
  });

  it('lays out the first five pages in the leading layout', () => {
    render(<Pagination page={8} pageCount={12} onChange={() => {}} layout="leading" />);
    const numbers = screen
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '8']);
    expect(screen.getByText('...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Précédent, Page N and Suivant without page numbers in the indicator layout', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onChange={onChange} layout="indicator" />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 1')).toBeInTheDocument();
    expect(within(nav).queryAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(0);
    expect(within(nav).getByRole('button', { name: /précédente/ })).toHaveTextContent('Précédent');
    expect(within(nav).getByRole('button', { name: /précédente/ })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: /suivante/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('shows no "..." when all pages fit', () => {
    render(<Pagination page={2} pageCount={3} onChange={() => {}} />);
    expect(screen.queryByText('...')).not.toBeInTheDocument();
  });

  it('calls onChange with the target page and disables Next on the last page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={4} pageCount={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={5} pageCount={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });
});
