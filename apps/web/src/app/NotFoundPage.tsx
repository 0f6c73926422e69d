import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { IconTile } from '@/components/ui/IconTile';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { paths } from '@/config/paths';
import { useBrandName } from '@/features/site/api/site-content';
import ArrowLeft from '~icons/lucide/arrow-left';
import Compass from '~icons/lucide/compass';

/** Any unknown address: says so plainly and offers the way home (FR/EN). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const brand = useBrandName();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-ink-50 to-white">
      <header className="flex items-center justify-between px-6 py-4">
        <Link
          to={paths.landing}
          className="rounded-lg font-bold text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {brand}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-6 pb-16">
        <div className="w-full max-w-xl text-center">
          <IconTile className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-ink-950 text-brand-400">
            <Compass className="size-8" />
          </IconTile>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
            {t('notFound.code')}
          </p>
          <h1 className="mt-2 font-bold text-3xl text-ink-950 sm:text-4xl">
            {t('notFound.title')}
          </h1>
          <p className="mt-4 break-words text-ink-700">
            {t('notFound.description', { path: pathname })}
          </p>
          <p className="mt-2 text-ink-600">{t('notFound.suggestion')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.landing} className={buttonClasses()}>
              {t('nav.backHome')}
            </Link>
            {canGoBack ? (
              <button
                type="button"
                onClick={() => navigate(-1)}
                className={buttonClasses({ variant: 'secondary' })}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('nav.previousPage')}
              </button>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}
