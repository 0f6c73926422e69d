import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import X from '~icons/lucide/x';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the drawer for assistive technology (visually hidden). */
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Shown at the top next to the close button (a logo, a brand name). */
  header?: ReactNode;
  /** Replaces the default return of focus to the opener (e.g. to focus a new heading). */
  onCloseAutoFocus?: (event: Event) => void;
  /** 'dark' for navy navigation panels. */
  tone?: 'light' | 'dark';
  className?: string;
  children: ReactNode;
}

/**
 * A panel sliding over the page from the left (navigation on small screens). Radix Dialog
 * underneath: focus trapped and restored, Escape and overlay click close it, the page is inert.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  header,
  onCloseAutoFocus,
  tone = 'light',
  className,
  children,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-950/55 backdrop-blur-[2px] motion-safe:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col shadow-overlay outline-none motion-safe:animate-fade-in',
            tone === 'dark' ? 'bg-ink-950 text-white' : 'bg-white text-ink-900',
            className,
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <div className="flex items-center justify-between gap-3 px-4 pt-4 pb-2">
            <div className="min-w-0">{header}</div>
            {/* Inherits the drawer's text colour, so it reads on light and dark drawers alike. */}
            <RadixDialog.Close
              aria-label={closeLabel}
              title={closeLabel}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-brand-400 focus-visible:outline-offset-2"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
