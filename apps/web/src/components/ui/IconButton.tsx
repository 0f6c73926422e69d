import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-950 active:bg-ink-200',
  secondary: 'border border-ink-200 bg-white text-ink-800 shadow-sm hover:bg-ink-50',
  danger: 'text-red-700 hover:bg-red-50 active:bg-red-100',
} as const;

const SIZES = {
  sm: 'size-8 rounded-lg',
  md: 'size-10 rounded-xl',
  lg: 'size-12 rounded-xl',
} as const;

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: an icon-only button has no other accessible name. Also shown as the tooltip. */
  'aria-label': string;
  icon: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={title ?? props['aria-label']}
      className={cn(
        'inline-flex shrink-0 items-center justify-center transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
    </button>
  );
}
