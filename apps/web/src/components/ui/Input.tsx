import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The text-control look, shared by Input, Textarea and Select. */
export function controlClasses(invalid = false, className?: string): string {
  return cn(
    'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-ink-950 text-sm shadow-xs transition-colors',
    'placeholder:text-ink-400 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
    'focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-ink-200 hover:border-ink-300 focus-visible:border-brand-600 focus-visible:outline-brand-600',
    className,
  );
}

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={cn(
        props.type === 'file'
          ? 'block w-full text-ink-800 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold file:text-ink-900 hover:file:bg-ink-200'
          : controlClasses(invalid, 'h-10'),
        className,
      )}
      {...props}
    />
  );
}

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={controlClasses(invalid, cn('min-h-20 resize-y', className))}
      {...props}
    />
  );
}
