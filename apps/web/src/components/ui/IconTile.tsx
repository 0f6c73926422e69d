import type { ReactNode } from 'react';

/**
 * An icon on its tile (`className`: size, shape, colours), hidden from assistive technology: the
 * text beside it says what it stands for.
 */
export function IconTile({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={className}>
      {children}
    </span>
  );
}
