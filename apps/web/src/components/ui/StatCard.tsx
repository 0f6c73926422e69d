import type { ReactNode } from 'react';

export interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
}

/** One figure of a dashboard: an icon, what it counts, the number, and what it means. */
export function StatCard({ icon, label, value, detail }: StatCardProps) {
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
        <p className="font-bold text-2xl text-ink-950">{value}</p>
        <p className="text-ink-500 text-xs">{detail}</p>
      </div>
    </div>
  );
}
