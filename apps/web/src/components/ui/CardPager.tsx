import { pageCount } from '@/lib/page-count';
import { Pagination } from './Pagination';

/** Under a card's list: its pager once the rows fill more than one page, nothing before. */
export function CardPager({
  page,
  total,
  limit,
  onChange,
  label,
}: {
  page: number;
  total: number;
  /** Rows per page. */
  limit: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (total <= limit) return null;
  return (
    <Pagination
      className="border-ink-100 border-t px-4 py-3"
      label={label}
      page={page}
      pageCount={pageCount(total, limit)}
      onChange={onChange}
    />
  );
}
