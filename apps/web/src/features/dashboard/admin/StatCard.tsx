import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
}

/** One headline figure of the dashboard. */
export function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-sm">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-ink-600 text-sm">{label}</p>
        <p className="font-semibold text-2xl text-ink-950 tabular-nums">
          {value === undefined ? '…' : formatNumber(value)}
        </p>
      </div>
    </div>
  );
}
