import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A back-office section's heading (`id` names the section for its `aria-labelledby`), with its
 * icon if any, and the line under it saying what the section is for (`narrow`: kept to a
 * readable width).
 */
export function SectionIntro({
  id,
  as: Heading = 'h2',
  icon,
  title,
  description,
  narrow = false,
}: {
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div>
      <Heading
        id={id}
        className={cn(icon ? 'flex items-center gap-2' : null, 'font-bold text-2xl text-ink-950')}
      >
        {icon}
        {title}
      </Heading>
      <p className={cn('mt-1', narrow && 'max-w-3xl', 'text-ink-600 text-sm')}>{description}</p>
    </div>
  );
}
