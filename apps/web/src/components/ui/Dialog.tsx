import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import X from '~icons/lucide/x';
import { IconButton } from './IconButton';

const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-[560px]',
  lg: 'max-w-3xl',
  /** ~1000×700 (the landing contact form); full screen below 640px. */
  xl: [
    'sm:h-[700px] sm:max-w-[1000px]',
    'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none',
  ].join(' '),
} as const;

type DialogSize = keyof typeof SIZES;

export interface DialogProps {
  /** Controlled open state (omit both for an uncontrolled dialog opened by `trigger`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** An element (usually a Button) that opens the dialog. */
  trigger?: ReactNode;
  /** Required: names the dialog for assistive technology. */
  title: ReactNode;
  /** Visually hide the title (it stays the accessible name). */
  titleHidden?: boolean;
  description?: ReactNode;
  size?: DialogSize;
  /** Action bar at the bottom (buttons); wrap a cancel button in <DialogClose asChild>. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Called instead of the default focus of the first focusable element when opening. */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes on closing when the control that opened the dialog is gone (e.g. its row was
   * deleted): the row's successor or a status message. Defaults to the opener when it is still there.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * Names the dialog's body and makes it a tab stop, so a long body (a technical sheet on a phone)
   * can be scrolled with the arrow keys when nothing inside it takes focus.
   */
  bodyLabel?: string;
}

/** Closes the surrounding Dialog: `<DialogClose asChild><Button …/></DialogClose>`. */
export const DialogClose = RadixDialog.Close;

/**
 * Modal dialog (Radix): focus trapped and restored, Escape and overlay click close it, the page
 * behind is inert and does not scroll. Radix gives focus back only to its own `trigger`; a dialog
 * opened from state (a row's button, a menu item) would send focus to <body>, so the control that
 * had focus when it opened is remembered and focused again on close.
 */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  titleHidden = false,
  description,
  size = 'md',
  footer,
  children,
  className,
  onOpenAutoFocus,
  returnFocus,
  bodyLabel,
}: DialogProps) {
  const { t } = useTranslation('common');
  const opener = useRef<HTMLElement | null>(null);

  const rememberOpener = (event: Event) => {
    // Still the control that opened the dialog: Radix moves focus inside right after this event.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    onOpenAutoFocus?.(event);
  };

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : returnFocus?.();
    opener.current = null;
    if (!target) return;
    target.focus();
    // A dialog unmounted with its page's state (the landing's lazy dialogs) can lose focus to
    // <body> once more while the removal settles: put it back on the next frame if so.
    requestAnimationFrame(() => {
      if (target.isConnected && document.activeElement === document.body) target.focus();
    });
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-950/55 backdrop-blur-[2px] motion-safe:animate-fade-in" />
        <RadixDialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white text-ink-900 shadow-overlay outline-none motion-safe:animate-dialog-in',
            SIZES[size],
            className,
          )}
        >
          <div className="flex items-start gap-4 border-ink-100 border-b px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title
                className={cn(
                  'font-semibold text-ink-950 text-lg leading-snug',
                  titleHidden && 'sr-only',
                )}
              >
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-ink-600 text-sm">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton
                aria-label={t('actions.close')}
                icon={<X className="size-5" />}
                size="sm"
                className="-mt-1 -mr-2"
              />
            </RadixDialog.Close>
          </div>
          {bodyLabel ? (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop to be scrolled by keyboard
              tabIndex={0}
              aria-label={bodyLabel}
              className="min-h-0 flex-1 overflow-y-auto px-5 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-6"
            >
              {children}
            </section>
          ) : (
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          )}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-ink-100 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
