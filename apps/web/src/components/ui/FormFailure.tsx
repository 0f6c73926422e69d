import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A form's refused submit, announced (role=alert); nothing while there is none. `plain` is the
 * back office's dialog look (regular weight, smaller corners), as its other screens' alerts.
 */
export function FormFailure({
  children,
  plain = false,
  className,
}: {
  children: ReactNode;
  plain?: boolean;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={cn(
        'bg-red-50 px-3 py-2 text-red-800 text-sm',
        plain ? 'rounded-md' : 'rounded-lg font-medium',
        className,
      )}
    >
      {children}
    </p>
  );
}
