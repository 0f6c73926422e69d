import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import ArrowLeft from '~icons/lucide/arrow-left';

/** Frame of the station page: the way back to the fleet, the language switch, the content. */
export function TelemetryFrame({
  back,
  backLabel,
  children,
}: {
  back: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="flex items-center justify-between gap-3 border-ink-100 border-b bg-white px-4 py-3">
        <Link
          to={back}
          className="inline-flex items-center gap-2 rounded-md font-medium text-brand-800 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {backLabel}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto grid max-w-7xl gap-4 p-3 sm:p-6">
        {children}
      </main>
    </div>
  );
}
