import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '@/app/page-title';
import { Drawer } from '@/components/ui/Drawer';
import { IconButton } from '@/components/ui/IconButton';
import { IconTile } from '@/components/ui/IconTile';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { Skeleton } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { useCurrentAdmin } from '@/features/admins/admin/use-current-admin';
import { useBrandName } from '@/features/site/api/site-content';
import { ListSearchProvider, useSearchBox } from '@/lib/list-search';
import BatteryCharging from '~icons/lucide/battery-charging';
import Menu from '~icons/lucide/menu';
import { AccountMenu } from './AccountMenu';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionNav } from './SectionNav';
import { SectionSearch } from './SectionSearch';
import { type BackofficeSectionId, sectionComponents, sectionsFor } from './sections';
import { useBackofficeSection } from './use-backoffice-section';

const MAIN_ID = 'backoffice-main';

function Brand() {
  const { t } = useTranslation('app');
  const brand = useBrandName();
  return (
    <Link
      to={paths.backoffice}
      className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-white focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      <IconTile className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-500/15 text-brand-400">
        <BatteryCharging className="size-5" />
      </IconTile>
      <span className="grid leading-tight">
        <span className="font-semibold">{brand}</span>
        <span className="text-ink-300 text-xs">{t('backoffice.brandTagline')}</span>
      </span>
    </Link>
  );
}

function SectionLoading() {
  const { t } = useTranslation('app');
  return (
    <div className="grid gap-4">
      <span className="sr-only">
        <Spinner label={t('backoffice.loadingSection')} />
      </span>
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/**
 * `/adminn`: the back-office shell. The back-office sections are switched in place (the current
 * one lives in `?section=`, dashboard by default); the header search filters the section on
 * screen (`?q=`) and is cleared on every switch; the avatar menu leads to the profile and signs out.
 * Below 1024 px the sidebar becomes a drawer.
 */
export function BackofficePage({ at }: { at?: BackofficeSectionId } = {}) {
  const { t } = useTranslation(['app', 'common']);
  const { t: tCommon } = useTranslation('common');
  const brand = useBrandName();
  const role = useCurrentAdmin()?.role ?? 'admin';
  const sections = sectionsFor(role);
  const fromUrl = useBackofficeSection(role);
  const section = at && sections.includes(at) ? at : fromUrl;
  const sectionLabel = t(`backoffice.sections.${section}`);
  const Section = sectionComponents[section];

  // The search belongs to one section (`?q=`, beside `?section=`): switching section starts from
  // an empty box.
  const search = useSearchBox({ scope: section });
  const searchRef = useRef<HTMLInputElement>(null);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnClose = useRef(false);

  // The tab and history entries name the section. Deferred to a microtask so it lands after the
  // router's own title effect, which runs after this one (parent effects run after children's).
  useEffect(() => {
    queueMicrotask(() => {
      document.title = `${sectionLabel} · ${pageTitle(tCommon, 'backoffice', brand)}`;
    });
  }, [sectionLabel, tCommon, brand]);

  // After a switch, start at the top with focus on the new section's heading, so keyboard and
  // screen-reader users land where the content changed.
  const shownSection = useRef(section);
  useEffect(() => {
    if (shownSection.current === section) return;
    shownSection.current = section;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [section]);

  return (
    <div className="min-h-dvh bg-ink-50 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-overlay focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common:nav.skipToContent')}
      </a>

      <div className="hidden bg-ink-950 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
        <div className="px-3 pt-5 pb-4">
          <Brand />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-5">
          <SectionNav current={section} sections={sections} />
        </div>
      </div>

      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t('backoffice.drawer.title')}
        closeLabel={t('backoffice.drawer.close')}
        tone="dark"
        header={<Brand />}
        onCloseAutoFocus={(event) => {
          // Back to the section heading after choosing a section, else to the menu button
          // (explicitly: a tap does not always focus the button that opened the drawer).
          event.preventDefault();
          (focusHeadingOnClose.current ? headingRef : drawerButtonRef).current?.focus();
          focusHeadingOnClose.current = false;
        }}
      >
        <SectionNav
          current={section}
          sections={sections}
          onNavigate={() => {
            focusHeadingOnClose.current = true;
            setDrawerOpen(false);
          }}
        />
      </Drawer>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 border-ink-200 border-b bg-white/95 backdrop-blur">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 sm:gap-x-3 sm:px-6 lg:px-8">
            <IconButton
              ref={drawerButtonRef}
              aria-label={t('backoffice.drawer.open')}
              aria-expanded={drawerOpen}
              icon={<Menu className="size-5" />}
              onClick={() => setDrawerOpen(true)}
              className="-ml-2 lg:hidden"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink-500 text-xs uppercase tracking-wide">
                {t('backoffice.eyebrow')}
              </p>
              <h1
                ref={headingRef}
                tabIndex={-1}
                className="truncate font-bold text-ink-950 text-lg outline-none sm:text-xl"
              >
                {sectionLabel}
              </h1>
            </div>
            <SectionSearch
              value={search.text}
              onChange={search.setText}
              sectionLabel={sectionLabel}
              available={search.used}
              inputRef={searchRef}
              className="order-last w-full md:order-none md:w-72 xl:w-96"
            />
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </header>

        <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-5 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-[90rem]">
            <ListSearchProvider readers={search.readers}>
              <SectionErrorBoundary resetKey={section}>
                <Suspense fallback={<SectionLoading />}>
                  <Section key={section} />
                </Suspense>
              </SectionErrorBoundary>
            </ListSearchProvider>
          </div>
        </main>
      </div>
    </div>
  );
}

/** `/admin/flotte`: the back-office shell on its fleet section (issue 29). */
export function BackofficeFleetPage() {
  return <BackofficePage at="flotte" />;
}
