import { useTranslation } from 'react-i18next';
import Eye from '~icons/lucide/eye';
import Handshake from '~icons/lucide/handshake';
import Lightbulb from '~icons/lucide/lightbulb';

const VALUES = [
  { key: 'innovation', icon: Lightbulb },
  { key: 'sharing', icon: Handshake },
  { key: 'transparency', icon: Eye },
] as const;

export function Values() {
  const { t } = useTranslation('site');
  return (
    <section
      aria-labelledby="values-title"
      className="below-fold bg-ink-950 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="values-title" className="text-center font-bold text-3xl">
          {t('landing.values.title')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Icon className="size-8 text-brand-300" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-xl">
                {t(`landing.values.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-white/80 leading-relaxed">
                {t(`landing.values.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
