import type { ReactNode } from 'react';

/** Row action buttons, kept on one line and tappable on a phone. */
export function ActionButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-end gap-1">{children}</div>;
}
