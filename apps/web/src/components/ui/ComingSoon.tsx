import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { buttonClasses } from './Button';
import { LanguageSwitch } from './LanguageSwitch';

export interface ComingSoonProps {
  /** The screen's name, shown above the message (e.g. the page title). */
  screen?: ReactNode;
}

/** Placeholder for a screen whose feature has not landed yet. */
export function ComingSoon({ screen }: ComingSoonProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const atHome = pathname === paths.landing || pathname.toLowerCase() === paths.home;
  return (
    <main
      id="main"
      className="relative grid min-h-dvh place-items-center bg-gradient-to-b from-ink-50 to-white px-6 py-16"
    >
      <LanguageSwitch className="absolute top-4 right-4" />
      <div className="w-full max-w-lg rounded-2xl border border-ink-200 bg-white p-8 text-center shadow-card sm:p-10">
        <span
          aria-hidden="true"
          className="mx-auto mb-6 grid size-14 place-items-center rounded-2xl bg-ink-950 text-brand-400"
        >
          <Construction className="size-7" />
        </span>
        {screen ? (
          <p className="mb-2 font-semibold text-brand-700 text-sm uppercase tracking-wide">
            {screen}
          </p>
        ) : null}
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{t('comingSoon.title')}</h1>
        <p className="mt-3 text-ink-600">{t('comingSoon.description')}</p>
        {atHome ? null : (
          <Link to={paths.landing} className={buttonClasses({ className: 'mt-8' })}>
            {t('nav.backHome')}
          </Link>
        )}
      </div>
    </main>
  );
}
