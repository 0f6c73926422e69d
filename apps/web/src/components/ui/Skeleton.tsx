import { cn } from '@/lib/cn';

export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block while content loads (decorative: announce loading elsewhere). */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-4 animate-pulse rounded-md bg-ink-200/70', className)}
    />
  );
}
