import { useTranslation } from 'react-i18next';
import CircleCheck from '~icons/lucide/circle-check';

export function About() {
  const { t } = useTranslation('site');
  const points = t('landing.about.points', { returnObjects: true }) as string[];
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="below-fold bg-ink-50 py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="font-bold text-3xl text-ink-950">
            {t('landing.about.title')}
          </h2>
          <p className="mt-4 font-medium text-ink-900 text-lg">{t('landing.about.lead')}</p>
          <p className="mt-4 text-ink-600 leading-relaxed">{t('landing.about.body')}</p>
        </div>
        <ul className="flex flex-col justify-center gap-4">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-2xl bg-white p-5 shadow-card">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="text-ink-800">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
