import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import Inbox from '~icons/lucide/inbox';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon (defaults to an inbox). */
  icon?: ReactNode;
  /** A button or link, e.g. 'Ajouter'. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span
        aria-hidden="true"
        className="mb-4 grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500"
      >
        {icon ?? <Inbox className="size-6" />}
      </span>
      <p className="font-semibold text-ink-950">{title}</p>
      {description ? <p className="mt-1 max-w-md text-ink-600 text-sm">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
