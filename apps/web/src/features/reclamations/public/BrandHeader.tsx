import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { useBrandName } from '@/features/site/api/site-content';
import BatteryCharging from '~icons/lucide/battery-charging';

/** The QR pages' top bar (complaint form, case follow-up): the brand and the language switch. */
export function BrandHeader() {
  const brand = useBrandName();
  return (
    <header className="border-ink-200 border-b bg-white">
      <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
        <span className="inline-flex items-center gap-2 font-semibold text-ink-950">
          <BatteryCharging aria-hidden="true" className="size-6 text-brand-700" />
          {brand}
        </span>
        <LanguageSwitch />
      </div>
    </header>
  );
}
