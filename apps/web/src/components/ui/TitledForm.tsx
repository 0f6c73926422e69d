import type { FormEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A page form named by its own heading (an h2 it is labelled by), one column: the sign-in and
 * sign-up cards (`xl`), the staff profile's edit mode (`lg`). The browser's checks stay off: the
 * form's schema speaks (`useSchemaForm`'s `submit`).
 */
export function TitledForm({
  titleId,
  title,
  size = 'xl',
  onSubmit,
  children,
}: {
  titleId: string;
  title: ReactNode;
  size?: 'lg' | 'xl';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h2
        id={titleId}
        className={cn('font-semibold text-ink-950', size === 'xl' ? 'text-xl' : 'text-lg')}
      >
        {title}
      </h2>
      {children}
    </form>
  );
}
