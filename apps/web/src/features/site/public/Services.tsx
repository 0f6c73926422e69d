import { useTranslation } from 'react-i18next';
import BadgePlus from '~icons/lucide/badge-plus';
import Headset from '~icons/lucide/headset';
import Palette from '~icons/lucide/palette';
import Wrench from '~icons/lucide/wrench';

const SERVICES = [
  { key: 'support', icon: Headset },
  { key: 'custom', icon: Palette },
  { key: 'maintenance', icon: Wrench },
  { key: 'value', icon: BadgePlus },
] as const;

/** The four service cards: customer service, personalization, maintenance, added value. */
export function Services() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="services-title" className="below-fold bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="services-title"
          className="text-balance text-center font-bold text-3xl text-ink-950"
        >
          {t('landing.services.title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-ink-100 bg-ink-50 p-6 shadow-card">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-ink-950 text-lg">
                {t(`landing.services.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-ink-600 text-sm leading-relaxed">
                {t(`landing.services.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
