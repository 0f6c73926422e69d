import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminSignOut } from '@/features/admins/admin/use-admin-sign-out';
import { useCurrentAdmin } from '@/features/admins/admin/use-current-admin';
import { cn } from '@/lib/cn';
import ChevronDown from '~icons/lucide/chevron-down';
import LogOut from '~icons/lucide/log-out';
import UserRound from '~icons/lucide/user-round';
import { AdminAvatar } from './AdminAvatar';

type FocusTarget = 'first' | 'last';

/**
 * The header avatar and its menu: the admin's nom, prenom and email, 'Profil' →
 * /admin/profile and 'Déconnecter'. Follows the WAI-ARIA menu button pattern: Enter, Space and
 * the arrow keys open it, arrows/Home/End move between items, Escape closes it and returns focus
 * to the avatar, Tab or a click elsewhere closes it.
 */
export function AccountMenu() {
  const { t } = useTranslation('app');
  const admin = useCurrentAdmin();
  const { signOut, pending } = useAdminSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<FocusTarget>('first');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const nameId = useId();
  const emailId = useId();

  const fullName = admin ? `${admin.prenom} ${admin.nom}`.trim() : '';
  const displayName = fullName || t('backoffice.account.fallbackName');

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // On open: focus an item and close on any press outside the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` reads refs only
  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(target: FocusTarget) {
    focusOnOpen.current = target;
    setOpen(true);
  }

  function closeAndRefocus() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (at: number) => list[(at + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndRefocus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const itemClasses =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-sm outline-none transition-colors focus-visible:bg-ink-100 aria-disabled:cursor-progress aria-disabled:opacity-70';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={
          fullName
            ? t('backoffice.account.menu', { name: fullName })
            : t('backoffice.account.menuFallback')
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1.5 rounded-full p-0.5 transition-colors hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 sm:pr-2"
      >
        <AdminAvatar image={admin?.image} prenom={admin?.prenom} nom={admin?.nom} />
        <ChevronDown
          aria-hidden
          className={cn(
            'hidden size-4 text-ink-500 transition-transform sm:block',
            open && 'rotate-180',
          )}
        />
      </button>

      {open ? (
        <div className="absolute top-full right-0 z-30 mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-xl border border-ink-200 bg-white p-2 shadow-overlay motion-safe:animate-fade-in">
          <div className="flex items-center gap-3 border-ink-100 border-b px-2 pt-1 pb-3">
            <AdminAvatar image={admin?.image} prenom={admin?.prenom} nom={admin?.nom} size="lg" />
            <div className="min-w-0">
              <p id={nameId} className="truncate font-semibold text-ink-950">
                {displayName}
              </p>
              {admin?.email ? (
                <p id={emailId} className="break-all text-ink-600 text-sm">
                  {admin.email}
                </p>
              ) : null}
            </div>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={nameId}
            aria-describedby={admin?.email ? emailId : undefined}
            onKeyDown={onMenuKeyDown}
            className="grid gap-0.5 pt-2"
          >
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                navigate(paths.adminProfile);
              }}
              className={cn(itemClasses, 'text-ink-800 hover:bg-ink-100')}
            >
              <UserRound aria-hidden className="size-4 text-ink-500" />
              {t('backoffice.account.profile')}
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              // aria-disabled (not disabled) keeps focus on the item while signing out.
              aria-disabled={pending || undefined}
              aria-busy={pending || undefined}
              onClick={() => {
                if (!pending) void signOut();
              }}
              className={cn(itemClasses, 'text-red-700 hover:bg-red-50 focus-visible:bg-red-50')}
            >
              <LogOut aria-hidden className="size-4" />
              {pending ? t('backoffice.account.signingOut') : t('backoffice.account.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
