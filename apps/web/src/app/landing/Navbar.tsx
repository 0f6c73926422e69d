import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { cn } from '@/lib/cn';
import LogIn from '~icons/lucide/log-in';
import Menu from '~icons/lucide/menu';
import X from '~icons/lucide/x';
import { BrandMark } from './BrandMark';

const SECTION_IDS = ['hero', 'about', 'solutions', 'faq', 'contact'] as const;

/**
 * Fixed top bar: section anchors, FR/EN switch and the sign-in link. At 1200 px and below the
 * links move into a burger menu (the product's breakpoint, hence the arbitrary `min-[1201px]`).
 */
export function Navbar() {
  const { t } = useTranslation('site');
  const brand = useProvidedSiteContent().brandName;
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // A layout effect: listening from the moment the menu shows (Preact runs plain effects a frame
  // later, and an Escape pressed right after opening would be missed).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = SECTION_IDS.map((id) => (
    <li key={id}>
      <a
        href={`#${id}`}
        onClick={() => setOpen(false)}
        className="block rounded-lg px-3 py-2 font-medium text-sm text-white/90 hover:bg-white/10 hover:text-white"
      >
        {t(`landing.nav.${id}`)}
      </a>
    </li>
  ));

  const login = (
    // Leaves the landing's own (Preact) build: the next page loads as a document.
    <Link reloadDocument to="/authentification" className={buttonClasses({ size: 'sm' })}>
      <LogIn className="size-4" aria-hidden="true" />
      {t('landing.nav.login')}
    </Link>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-30 border-white/10 border-b bg-ink-950/95 text-white backdrop-blur">
      <nav
        aria-label={t('landing.nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6"
      >
        <a
          href="#hero"
          className="flex items-center gap-2 font-bold text-lg"
          aria-label={t('landing.nav.brandHome', { brand })}
        >
          <BrandMark />
          <span aria-hidden="true">{brand}</span>
        </a>
        <ul className="ml-6 hidden items-center gap-1 min-[1201px]:flex">{links}</ul>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitch tone="dark" />
          <div className="hidden min-[1201px]:block">{login}</div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-xl hover:bg-white/10 min-[1201px]:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={
              open ? t('nav.closeMenu', { ns: 'common' }) : t('nav.openMenu', { ns: 'common' })
            }
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className={cn('border-white/10 border-t bg-ink-950 px-4 pt-2 pb-4 min-[1201px]:hidden')}
      >
        <ul className="flex flex-col gap-1">{links}</ul>
        <div className="mt-3 px-3">{login}</div>
      </div>
    </header>
  );
}
