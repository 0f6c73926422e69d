import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/ui';
import { paths } from '@/config/paths';
import { useBrandName, useSiteContent } from '@/features/site/api/site-content';
import { setToken } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import { useLang } from '@/lib/i18n';
import type { RedirectState } from '@/lib/redirect-state';
import BatteryCharging from '~icons/lucide/battery-charging';
import CheckCircle2 from '~icons/lucide/check-circle-2';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type Mode = 'signin' | 'signup';

/** /authentification: sign in (default) or create a client account, then back to sign in. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const brand = useBrandName();
  const { lang } = useLang();
  // The site content is the one source of the support hours (issue 29); unset, none are claimed.
  const hours = useSiteContent()?.supportHours?.[lang]?.trim();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('signin');
  const [registeredEmail, setRegisteredEmail] = useState<string>();

  const from = (location.state as RedirectState | null)?.from;
  const onSignedIn = (token: string) => {
    // Nothing cached for a previous account (e.g. after an expired session) may show for this one.
    queryClient.clear();
    setToken('client', token);
    navigate(from?.startsWith(paths.clientDashboard) ? from : paths.clientDashboard, {
      replace: true,
    });
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    if (next === 'signup') setRegisteredEmail(undefined);
  };

  return (
    <div className="min-h-dvh bg-ink-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-ink-950 p-10 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to={paths.landing} className="flex items-center gap-2 font-semibold text-lg">
          <BatteryCharging aria-hidden="true" className="size-7 text-brand-400" />
          {brand}
        </Link>
        <div>
          <p className="font-semibold text-3xl leading-tight">{t('aside.title')}</p>
          <ul className="mt-6 space-y-3 text-ink-200">
            {(['stations', 'reclamations', 'spaces'] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-400"
                />
                {t(`aside.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-ink-400 text-sm">
          {hours ? t('aside.footerHours', { hours }) : t('aside.footer')}
        </p>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          {/* Phones do not show the branded aside: the brand leads home instead of the text link. */}
          <Link
            to={paths.landing}
            className="flex items-center gap-2 font-semibold text-ink-950 lg:hidden"
          >
            <BatteryCharging aria-hidden="true" className="size-6 text-brand-700" />
            {brand}
          </Link>
          <Link
            to={paths.landing}
            className="hidden font-medium text-brand-800 text-sm underline-offset-4 hover:underline lg:inline"
          >
            {t('backHome')}
          </Link>
          <LanguageSwitch />
        </div>
        <div className="mx-auto my-auto w-full max-w-xl py-8">
          <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{t('heading')}</h1>
          <p className="mt-1 text-ink-600">{t('subheading')}</p>
          <fieldset className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
            <legend className="sr-only">{t('modeLabel')}</legend>
            {(['signin', 'signup'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => switchTo(value)}
                className={cn(
                  'min-h-11 rounded-lg px-3 font-semibold text-sm transition-colors',
                  mode === value
                    ? 'bg-white text-ink-950 shadow-sm'
                    : 'text-ink-600 hover:text-ink-900',
                )}
              >
                {t(value === 'signin' ? 'signIn.tab' : 'signUp.tab')}
              </button>
            ))}
          </fieldset>
          <div className="mt-4 rounded-2xl bg-white p-5 shadow-card sm:p-8">
            {registeredEmail && mode === 'signin' ? (
              <p
                role="status"
                className="mb-4 flex gap-2 rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900 text-sm"
              >
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                {t('signUp.success')}
              </p>
            ) : null}
            {mode === 'signin' ? (
              <SignInForm
                key={registeredEmail ?? 'signin'}
                defaultEmail={registeredEmail}
                onSignedIn={onSignedIn}
              />
            ) : (
              <SignUpForm
                onSignedUp={(email) => {
                  setRegisteredEmail(email);
                  setMode('signin');
                }}
              />
            )}
          </div>
          <p className="mt-4 text-center text-ink-600 text-sm">
            {mode === 'signin' ? t('signIn.noAccount') : t('signUp.haveAccount')}{' '}
            <button
              type="button"
              onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin')}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {mode === 'signin' ? t('signUp.tab') : t('signIn.tab')}
            </button>
          </p>
        </div>
      </main>
    </div>
  );
}
