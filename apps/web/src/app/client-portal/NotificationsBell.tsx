import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useNotifications } from '@/features/reclamations/api/client';
import { STATUS_TONES } from '@/features/reclamations/tones';
import { useSession } from '@/lib/auth-storage';
import { formatDateTime } from '@/lib/format';
import Bell from '~icons/lucide/bell';

/** What was seen is remembered per account: two clients sharing a browser do not share it. */
const seenKey = (account: string) => `portal.notifications.seen.${account}`;

/** The header bell: recent status changes and answers of the client's reclamations. */
export function NotificationsBell({ onOpenReclamations }: { onOpenReclamations: () => void }) {
  const { t } = useTranslation(['app', 'reclamations']);
  const notifications = useNotifications();
  const key = seenKey(useSession('client')?.claims.sub ?? 'anonymous');
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(() => localStorage.getItem(key) ?? '');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const items = notifications.data ?? [];
  const unread = items.filter((item) => item.updated_at > seen).length;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    const newest = items[0]?.updated_at;
    if (next && newest) {
      localStorage.setItem(key, newest);
      setSeen(newest);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread > 0 ? t('portal.bell.labelUnread', { count: unread }) : t('portal.bell.label')
        }
        onClick={toggle}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 font-bold text-[11px] text-white"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          className="fixed inset-x-4 top-16 z-30 rounded-2xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-[22rem] bg-white p-2 shadow-overlay ring-1 ring-ink-100"
        >
          <p className="px-3 py-2 font-semibold text-ink-950 text-sm">{t('portal.bell.title')}</p>
          {items.length === 0 ? (
            <p className="px-3 pb-3 text-ink-600 text-sm">{t('portal.bell.empty')}</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onOpenReclamations();
                    }}
                    className="flex w-full flex-col gap-1 rounded-xl px-3 py-2 text-left hover:bg-ink-50"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium text-ink-900 text-sm">
                        {t(`reclamations:categories.${item.categorie}`, {
                          defaultValue: item.categorie,
                        })}
                      </span>
                      <StatusBadge
                        status={item.status}
                        tones={STATUS_TONES}
                        label={t(`reclamations:status.${item.status}`)}
                      />
                    </span>
                    <span className="text-ink-600 text-xs">
                      {item.answered ? t('portal.bell.answered') : t('portal.bell.statusChanged')} ·{' '}
                      {formatDateTime(item.updated_at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
