import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import ChevronLeft from '~icons/lucide/chevron-left';
import ChevronRight from '~icons/lucide/chevron-right';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: at most `maxButtons` numbers, '...' where pages are skipped. With
 * room for it (maxButtons ≥ 5) the first and last pages stay reachable: 1 … 4 5 6 … 20.
 */
export function getPageItems(page: number, pageCount: number, maxButtons = 5): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const max = Math.max(1, Math.floor(maxButtons));
  const current = Math.min(Math.max(1, page), Math.max(1, count));
  if (count <= max) return Array.from({ length: count }, (_, i) => i + 1);

  if (max < 5) {
    // No room for first/last: a sliding window.
    const start = Math.min(Math.max(1, current - Math.floor((max - 1) / 2)), count - max + 1);
    const items: PageItem[] = Array.from({ length: max }, (_, i) => start + i);
    if (start > 1) items.unshift('ellipsis-start');
    if (start + max - 1 < count) items.push('ellipsis-end');
    return items;
  }

  const inner = max - 2; // numbers between the first and the last page
  let start = current - Math.floor((inner - 1) / 2);
  start = Math.min(Math.max(2, start), count - inner);
  const end = start + inner - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < count - 1) items.push('ellipsis-end');
  items.push(count);
  return items;
}

/**
 * The public-spaces pager: the first 5 page numbers, and '...' when there are more than 6 pages.
 * A current page beyond the fifth follows the '...' so the visitor still sees where they are.
 */
export function getLeadingPageItems(page: number, pageCount: number): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 6) return Array.from({ length: count }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), count);
  const items: PageItem[] = [1, 2, 3, 4, 5, 'ellipsis-end'];
  if (current > 5) items.push(current);
  return items;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Most page numbers shown at once (default 5) in the 'window' layout. */
  maxButtons?: number;
  /**
   * 'window': first, last and the pages around the current one; 'leading': getLeadingPageItems;
   * 'indicator': no page numbers, 'Page N' between the two buttons (the staff screen).
   */
  layout?: 'window' | 'leading' | 'indicator';
  /** Accessible name of the navigation landmark (defaults to 'Pagination'). */
  label?: string;
  /** Show 'Précédent'/'Suivant' text next to the arrows. */
  showLabels?: boolean;
  className?: string;
}

// 32 px targets on a phone (still above WCAG's 24 px) so arrows and numbers fit one 311 px row.
const itemBase =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-1.5 text-sm sm:h-9 sm:min-w-9 sm:px-2 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function Pagination({
  page,
  pageCount,
  onChange,
  maxButtons = 5,
  layout = 'window',
  label,
  showLabels = true,
  className,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, page), count);
  const items =
    layout === 'indicator'
      ? []
      : layout === 'leading'
        ? getLeadingPageItems(current, count)
        : getPageItems(current, count, maxButtons);
  // With three items there is room for the words on a phone too.
  const labelClass = layout === 'indicator' ? undefined : 'max-sm:sr-only';
  const go = (target: number) => {
    if (target >= 1 && target <= count && target !== current) onChange(target);
  };

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className={cn('flex justify-center', className)}
    >
      <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current <= 1}
            aria-label={t('pagination.previousPage')}
            className={cn(
              itemBase,
              'gap-1 text-ink-700 hover:bg-ink-100 disabled:pointer-events-none disabled:opacity-40',
            )}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {showLabels ? <span className={labelClass}>{t('pagination.previous')}</span> : null}
          </button>
        </li>
        {layout === 'indicator' ? (
          <li
            aria-live="polite"
            className="min-w-16 px-2 text-center font-medium text-ink-800 text-sm"
          >
            {t('pagination.page', { page: current })}
          </li>
        ) : null}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => go(item)}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                className={cn(
                  itemBase,
                  item === current ? 'bg-ink-950 text-white' : 'text-ink-700 hover:bg-ink-100',
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-ink-500 text-sm">
              ...
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current >= count}
            aria-label={t('pagination.nextPage')}
            className={cn(
              itemBase,
              'gap-1 text-ink-700 hover:bg-ink-100 disabled:pointer-events-none disabled:opacity-40',
            )}
          >
            {showLabels ? <span className={labelClass}>{t('pagination.next')}</span> : null}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
