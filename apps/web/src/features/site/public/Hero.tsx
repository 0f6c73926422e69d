import { useTranslation } from 'react-i18next';
import { KeepPrerendered } from '@/components/KeepPrerendered';
import { Button } from '@/components/ui/Button';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { useLang } from '@/lib/i18n';
import CalendarCheck from '~icons/lucide/calendar-check';
import FileText from '~icons/lucide/file-text';
import Headset from '~icons/lucide/headset';
import ShieldCheck from '~icons/lucide/shield-check';
import Smartphone from '~icons/lucide/smartphone';
import { ProductArt } from './ProductArt';

export interface HeroProps {
  onRequestQuote: () => void;
  onBookDemo: () => void;
}

export function Hero({ onRequestQuote, onBookDemo }: HeroProps) {
  const { t } = useTranslation('site');
  const { lang } = useLang();
  // Support hours come from the site content alone (issue 29): unset, no hours are claimed.
  const hours = useProvidedSiteContent().supportHours?.[lang]?.trim();
  const statText = (key: 'support' | 'warranty' | 'devices') =>
    key === 'support' && hours
      ? t('landing.hero.stats.supportHours', { hours })
      : t(`landing.hero.stats.${key}`);
  const stats = [
    { key: 'support', icon: Headset },
    { key: 'warranty', icon: ShieldCheck },
    { key: 'devices', icon: Smartphone },
  ] as const;
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-ink-950 pt-28 pb-16 text-white sm:pt-32 sm:pb-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-semibold text-brand-300 text-sm uppercase tracking-wider">
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-balance font-bold text-4xl leading-tight tracking-tight sm:text-5xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85">{t('landing.hero.description')}</p>
          <p className="mt-5 inline-flex rounded-full border border-brand-400/40 bg-brand-400/10 px-4 py-1.5 font-medium text-brand-200 text-sm">
            {t('landing.hero.promo')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              onClick={onRequestQuote}
              icon={<FileText className="size-5" aria-hidden="true" />}
            >
              {t('landing.hero.requestQuote')}
            </Button>
            {/* Outlined on navy: the design system's secondary button is white-on-white here. */}
            <button
              type="button"
              onClick={onBookDemo}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-white/40 px-6 font-semibold text-base text-white transition-colors hover:border-white/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400 focus-visible:outline-offset-2"
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t('landing.hero.bookDemo')}
            </button>
          </div>
          <KeepPrerendered name="hero-stats">
            <ul className="mt-10 grid gap-4 text-sm text-white/85 sm:grid-cols-3">
              {stats.map(({ key, icon: Icon }) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon className="size-5 shrink-0 text-brand-300" aria-hidden="true" />
                  {statText(key)}
                </li>
              ))}
            </ul>
          </KeepPrerendered>
        </div>
        <KeepPrerendered name="hero-art">
          <div
            className="mx-auto hidden w-full max-w-md grid-cols-2 gap-4 sm:grid"
            aria-hidden="true"
          >
            <div className="col-span-2 rounded-3xl bg-white/5 p-4 ring-1 ring-white/10">
              <ProductArt id="mega-charger" className="h-auto w-full" />
            </div>
            <div className="rounded-3xl bg-white/5 p-3 ring-1 ring-white/10">
              <ProductArt id="nano-box" className="h-auto w-full" />
            </div>
            <div className="rounded-3xl bg-white/5 p-3 ring-1 ring-white/10">
              <ProductArt id="multi-boxes" className="h-auto w-full" />
            </div>
          </div>
        </KeepPrerendered>
      </div>
    </section>
  );
}
