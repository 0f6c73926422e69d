import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/lib/page-count';
import { Pagination, type PaginationProps } from './Pagination';

export interface ListPagerProps {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
  /** How the page numbers are laid out (see Pagination). */
  layout?: PaginationProps['layout'];
}

/** 'Total : N', a page select and previous / numbers / next under a back-office table. */
export function ListPager({ page, total, limit, onChange, layout }: ListPagerProps) {
  const { t } = useTranslation('common');
  const selectId = useId();
  const pages = pageCount(total, limit);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-ink-100 border-t px-4 py-3">
      <p className="text-ink-600 text-sm" aria-live="polite">
        {t('list.total', { count: total })}
      </p>
      {pages > 1 ? (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="flex items-center gap-2 text-ink-700 text-sm">
            {t('list.pageSelect')}
            <select
              id={selectId}
              value={page}
              onChange={(event) => onChange(Number(event.target.value))}
              className="rounded-md border border-ink-200 bg-white px-2 py-1 text-sm"
            >
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Pagination
            page={page}
            pageCount={pages}
            onChange={onChange}
            layout={layout}
            showLabels
          />
        </div>
      ) : null}
    </div>
  );
}
