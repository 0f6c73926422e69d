import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui';
import { useBrandName } from '@/features/site/api/site-content';
import { cn } from '@/lib/cn';
import BatteryCharging from '~icons/lucide/battery-charging';
import ShieldCheck from '~icons/lucide/shield-check';

export interface AdminAuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Top-left link (e.g. back to the back-office); defaults to the brand link to the landing page. */
  backLink?: { to: string; label: string };
  /** Width of the content column. */
  width?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-3xl' } as const;

/** The frame of the staff account screens: brand, language switch, one titled column. */
export function AdminAuthLayout({
  title,
  subtitle,
  backLink,
  width = 'sm',
  children,
}: AdminAuthLayoutProps) {
  const { t } = useTranslation('admins');
  const brand = useBrandName();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="border-ink-200 border-b bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          {backLink ? (
            <Link
              to={backLink.to}
              className="font-medium text-brand-800 text-sm underline-offset-4 hover:underline"
            >
              {backLink.label}
            </Link>
          ) : (
            <Link to="/" className="flex items-center gap-2 font-semibold text-ink-950">
              <BatteryCharging aria-hidden="true" className="size-6 text-brand-700" />
              {brand}
              <span className="hidden items-center gap-1 rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700 text-xs sm:inline-flex">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t('backOffice')}
              </span>
            </Link>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <main className={cn('mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12', WIDTHS[width])}>
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-ink-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
