import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A form's refused submit, announced (role=alert); nothing while there is none. */
export function FormFailure({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={cn('rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm', className)}
    >
      {children}
    </p>
  );
}
