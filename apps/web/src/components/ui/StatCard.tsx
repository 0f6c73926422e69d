import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

export interface StatCardProps {
  icon: ReactNode;
  label: string;
  /** A number is formatted; undefined (still loading) shows '…'. */
  value: string | number | undefined;
  /** What the figure means, under it. */
  detail?: string;
  /** The back office's look (a bordered tile, the figure without detail). */
  backOffice?: boolean;
}

/** One figure of a dashboard: an icon, what it counts, the number, and what it means. */
export function StatCard({ icon, label, value, detail, backOffice = false }: StatCardProps) {
  const shown = value === undefined ? '…' : typeof value === 'number' ? formatNumber(value) : value;
  if (backOffice) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-sm">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-ink-600 text-sm">{label}</p>
          <p className="font-semibold text-2xl text-ink-950 tabular-nums">{shown}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-card sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <span
        aria-hidden="true"
        className="self-start rounded-xl bg-brand-50 p-2.5 text-brand-800 sm:p-3"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-ink-600 text-sm">{label}</p>
        <p className="font-bold text-2xl text-ink-950">{shown}</p>
        <p className="text-ink-500 text-xs">{detail}</p>
      </div>
    </div>
  );
}
