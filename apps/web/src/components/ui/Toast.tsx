import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import CircleAlert from '~icons/lucide/circle-alert';
import CircleCheck from '~icons/lucide/circle-check';
import Info from '~icons/lucide/info';
import X from '~icons/lucide/x';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title?: ReactNode;
  /** ms before it disappears; errors stay longer by default. 0 = until dismissed. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  tone: ToastTone;
  message: ReactNode;
}

export interface ToastApi {
  success: (message: ReactNode, options?: ToastOptions) => number;
  error: (message: ReactNode, options?: ToastOptions) => number;
  info: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const DEFAULT_DURATION: Record<ToastTone, number> = { success: 5000, info: 5000, error: 9000 };
const MAX_VISIBLE = 4;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Notifications in place of alert(): success/info are announced politely (role="status"),
 * errors assertively (role="alert"). Both live regions are always mounted so screen readers
 * pick up what is added to them. Focusing a toast's close button pauses its timer; clicks pass
 * through the rest of the toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const push = (tone: ToastTone) => (message: ReactNode, options?: ToastOptions) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, tone, message, ...options }].slice(-MAX_VISIBLE));
      return id;
    };
    return { success: push('success'), error: push('error'), info: push('info'), dismiss };
  }, [dismiss]);

  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Toasts sit at the bottom (right from 640 px): at the top they covered the header's menu
          button, language switch and search box, and three stacked reached the first row's actions. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:right-0 sm:items-end">
        {(
          [
            ['status', 'polite', polite],
            ['alert', 'assertive', assertive],
          ] as const
        ).map(([role, live, list]) => (
          <div
            key={role}
            role={role}
            aria-live={live}
            className="flex w-full flex-col items-center gap-2 sm:items-end"
          >
            {list.map((toast) => (
              <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

const TONES = {
  success: { icon: CircleCheck, className: 'border-brand-200', iconClass: 'text-brand-700' },
  error: { icon: CircleAlert, className: 'border-red-200', iconClass: 'text-red-700' },
  info: { icon: Info, className: 'border-sky-200', iconClass: 'text-sky-700' },
} as const;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const duration = toast.duration ?? DEFAULT_DURATION[toast.tone];
  const { icon: Icon, className, iconClass } = TONES[toast.tone];

  useEffect(() => {
    if (paused || duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onDismiss, toast.id]);

  return (
    // Only the close button takes the pointer: the rest of the toast lets clicks through, so a
    // toast never blocks the control under it (a dialog's submit button, a row's actions), and
    // the pointer resting where a toast appears cannot hold it on screen. Focus on the close
    // button pauses the timer for keyboard users.
    <div
      className={cn(
        'flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 text-ink-900 shadow-overlay motion-safe:animate-toast-in',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? <p className="font-semibold text-ink-950">{toast.title}</p> : null}
        <p className={cn(toast.title ? 'mt-0.5 text-ink-700' : 'text-ink-900')}>{toast.message}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        aria-label={t('toast.dismiss')}
        className="pointer-events-auto -m-1 rounded-lg p-1 text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
