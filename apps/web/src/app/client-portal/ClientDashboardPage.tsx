import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconButton, LanguageSwitch, Skeleton } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { paths } from '@/config/paths';
import { AdvertiserSection } from '@/features/ads/client/AdvertiserSection';
import { useMe, useSignOut } from '@/features/auth/api/auth-api';
import { PaymentSection } from '@/features/billing/client/PaymentSection';
import { DashboardSection } from '@/features/dashboard/client/DashboardSection';
import { SpacesSection } from '@/features/espaces/client/SpacesSection';
import { ClientQuestionnairesSection } from '@/features/questionnaires/client/ClientQuestionnairesSection';
import { ReclamationsSection } from '@/features/reclamations/client/ReclamationsSection';
import { useBrandName } from '@/features/site/api/site-content';
import { StationsCard } from '@/features/stations/client/StationsCard';
import { ProfileSection } from '@/features/users/client/ProfileSection';
import { isApiError } from '@/lib/api-client';
import { clearToken } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import { ListSearchProvider, SearchBoxInput, useSearchBox } from '@/lib/list-search';
import BatteryCharging from '~icons/lucide/battery-charging';
import LogOut from '~icons/lucide/log-out';
import Search from '~icons/lucide/search';
import Settings from '~icons/lucide/settings';
import { NotificationsBell } from './NotificationsBell';
import {
  DEFAULT_SECTION,
  isSection,
  SEARCHABLE,
  SECTION_ICONS,
  SECTIONS,
  type Section,
} from './sections';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** /compte-client: the signed-in client's dashboard; the section lives in `?section=`. */
export function ClientDashboardPage() {
  const { t } = useTranslation('app');
  const brand = useBrandName();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: Section = isSection(requested) ? requested : DEFAULT_SECTION;
  // The search (`?q=`) belongs to one section: switching section starts from an empty box.
  const search = useSearchBox({ scope: section });
  const searchLabels = {
    box: search,
    'aria-label': t('portal.search.label', { section: t(`portal.sections.${section}`) }),
    placeholder: t('portal.search.placeholder'),
  };
  const me = useMe();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // A refused token (401 is cleared by the API client; 403 too here) sends the user to sign-in.
  useEffect(() => {
    if (isApiError(me.error) && (me.error.status === 401 || me.error.status === 403)) {
      clearToken('client');
    }
  }, [me.error]);

  // Phones: the sections are a scrolling strip; keep the current one in sight.
  const mobileNav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the section changes
  useEffect(() => {
    const strip = mobileNav.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [section]);

  const go = (next: Section) => {
    setParams(next === DEFAULT_SECTION ? {} : { section: next });
  };
  const openSettings = () => {
    go('profile');
    requestAnimationFrame(() =>
      document.getElementById('platform-settings')?.scrollIntoView({ behavior: 'smooth' }),
    );
  };
  const leave = () => {
    // The server revokes every token of the account; the local token goes either way, and so does
    // the cached data, so the next account signed in on this browser never sees this one's rows.
    signOut.mutate(undefined, {
      onSettled: () => {
        clearToken('client');
        queryClient.clear();
        navigate(paths.auth, { replace: true });
      },
    });
  };

  const nav = (
    <ul className="flex gap-1 lg:flex-col">
      {SECTIONS.map((key) => {
        const Icon = SECTION_ICONS[key];
        const active = key === section;
        return (
          <li key={key} className="shrink-0">
            <button
              type="button"
              aria-current={active ? 'page' : undefined}
              onClick={() => go(key)}
              className={cn(
                'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 font-medium text-sm transition-colors',
                active
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-ink-700 hover:bg-ink-100 lg:text-ink-200 lg:hover:bg-white/10',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t(`portal.sections.${key}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );

  let content: React.ReactNode;
  if (me.isPending) {
    content = (
      <div className="space-y-4">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  } else if (me.isError) {
    content = <LoadError onRetry={() => me.refetch()} />;
  } else if (section === 'profile') {
    content = (
      <ProfileSection me={me.data} stations={<StationsCard onGoToSpaces={() => go('spaces')} />} />
    );
  } else if (section === 'dashboard') {
    content = <DashboardSection onNavigate={go} />;
  } else if (section === 'payment') {
    content = <PaymentSection />;
  } else if (section === 'reclamation') {
    content = <ReclamationsSection />;
  } else if (section === 'reviews') {
    content = <ClientQuestionnairesSection />;
  } else if (section === 'ads') {
    content = (
      <AdvertiserSection
        defaults={{
          nomPrenom: me.data.fullName,
          email: me.data.email,
          tel1: me.data.phone,
          gouvernorat: me.data.governorate,
          ville: me.data.city,
        }}
      />
    );
  } else {
    content = <SpacesSection />;
  }

  return (
    <div className="min-h-dvh bg-ink-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden bg-ink-950 p-4 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-6">
        <Link
          to={paths.landing}
          className="flex items-center gap-2 px-2 py-2 font-semibold text-white"
        >
          <BatteryCharging aria-hidden="true" className="size-6 text-brand-400" />
          {brand}
        </Link>
        <nav aria-label={t('portal.sectionsLabel')}>{nav}</nav>
        {/* Styled like the nav items: the ghost Button's dark text is unreadable on this sidebar. */}
        <button
          type="button"
          onClick={leave}
          disabled={signOut.isPending}
          className="mt-auto flex min-h-11 w-full items-center gap-3 rounded-xl px-3 font-medium text-ink-200 text-sm transition-colors hover:bg-white/10 hover:text-white disabled:opacity-70"
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {t('portal.signOut')}
        </button>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 border-ink-100 border-b bg-white/95 backdrop-blur">
          <div className="flex items-center gap-2 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="text-ink-500 text-xs">{t('portal.breadcrumb')}</p>
              <h1 className="truncate font-bold text-ink-950 text-lg sm:text-xl">
                {t(`portal.sections.${section}`)}
              </h1>
            </div>
            {SEARCHABLE.has(section) ? (
              <div className="relative hidden md:block">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
                />
                <SearchBoxInput
                  {...searchLabels}
                  className="h-11 w-64 rounded-xl border border-ink-200 bg-white pr-3 pl-9 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
                />
              </div>
            ) : null}
            <IconButton
              aria-label={t('portal.settings.open')}
              icon={<Settings className="size-5" />}
              onClick={openSettings}
            />
            <NotificationsBell onOpenReclamations={() => go('reclamation')} />
            {me.data ? (
              <span
                aria-hidden="true"
                title={me.data.fullName}
                className="hidden size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 text-sm sm:flex"
              >
                {initials(me.data.fullName)}
              </span>
            ) : null}
            <IconButton
              aria-label={t('portal.signOut')}
              icon={<LogOut className="size-5" />}
              onClick={leave}
              className="lg:hidden"
            />
          </div>
          <nav
            ref={mobileNav}
            aria-label={t('portal.sectionsLabel')}
            className="relative overflow-x-auto px-4 pb-2 lg:hidden"
          >
            {nav}
          </nav>
          {SEARCHABLE.has(section) ? (
            <div className="px-4 pb-3 md:hidden">
              <SearchBoxInput
                {...searchLabels}
                className="h-11 w-full rounded-xl border border-ink-200 bg-white px-3 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
              />
            </div>
          ) : null}
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6">
          <ListSearchProvider readers={search.readers}>{content}</ListSearchProvider>
        </main>
        <footer className="flex justify-end px-4 pb-6 sm:px-6">
          <LanguageSwitch />
        </footer>
      </div>
    </div>
  );
}
