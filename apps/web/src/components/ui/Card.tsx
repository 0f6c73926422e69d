import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Optional header: a heading (h2 by default), a description and actions on the right. */
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  actions?: ReactNode;
  /** Remove the body padding (e.g. for a table that fills the card). */
  flush?: boolean;
}

export function Card({
  title,
  titleAs: Heading = 'h2',
  description,
  actions,
  flush = false,
  className,
  children,
  ...props
}: CardProps) {
  return (
    <section
      className={cn('rounded-xl border border-ink-200 bg-white shadow-card', className)}
      {...props}
    >
      {title || actions ? (
        <header className="flex flex-wrap items-start justify-between gap-3 border-ink-100 border-b px-5 py-4">
          <div className="min-w-0">
            {title ? (
              <Heading className="font-semibold text-base text-ink-950">{title}</Heading>
            ) : null}
            {description ? <p className="mt-1 text-ink-600 text-sm">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={flush ? undefined : 'p-5'}>{children}</div>
    </section>
  );
}
