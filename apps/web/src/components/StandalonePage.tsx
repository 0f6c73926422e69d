import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearchProvider, SearchBoxInput, useSearchBox } from '@/lib/list-search';
import ArrowLeft from '~icons/lucide/arrow-left';
import Search from '~icons/lucide/search';
import { controlClasses } from './ui/Input';
import { LanguageSwitch } from './ui/LanguageSwitch';

/** Props of a back-office section that is also served as a page of its own. */
export interface SectionProps {
  /** h1 when the section is a page of its own (standalone route), h2 inside the shell. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Frame of the standalone list routes (Adminuserslist, EspacePublic, GestionStation): a way back to
 * the back-office, a search box that filters the list (as the shell's header does, in `?q=`) and the
 * language switch.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const search = useSearchBox();
  const label = t('list.searchPlaceholder');
  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="flex items-center justify-between gap-3 border-ink-100 border-b bg-white px-4 py-3">
        <Link
          to="/adminn"
          className="inline-flex items-center gap-2 rounded-md font-medium text-brand-800 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('list.backToBackoffice')}
        </Link>
        <div className="flex items-center gap-3">
          <div className="relative hidden sm:block">
            <Search
              aria-hidden
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-ink-500"
            />
            <SearchBoxInput
              box={search}
              placeholder={label}
              aria-label={label}
              className={controlClasses(false, 'w-64 pl-9')}
            />
          </div>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-7xl gap-3 p-3 sm:p-6">
        <SearchBoxInput
          box={search}
          placeholder={label}
          aria-label={label}
          className={controlClasses(false, 'sm:hidden')}
        />
        <ListSearchProvider readers={search.readers}>{children}</ListSearchProvider>
      </main>
    </div>
  );
}
