import { Link } from 'react-router';
import type { AccountFrameProps } from '@/components/account/AccountScreens';
import { LanguageSwitch } from '@/components/ui';
import { useBrandName } from '@/features/site/api/site-content';
import BatteryCharging from '~icons/lucide/battery-charging';

/** The frame of the client's account pages opened from a mail (reset, e-mail confirmation). */
export function AccountLayout({ title, subtitle, children }: AccountFrameProps) {
  const brand = useBrandName();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="border-ink-200 border-b bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2 font-semibold text-ink-950">
            <BatteryCharging aria-hidden="true" className="size-6 text-brand-700" />
            {brand}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-ink-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
