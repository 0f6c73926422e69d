import { useTranslation } from 'react-i18next';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { useLang } from '@/lib/i18n';
import ChevronDown from '~icons/lucide/chevron-down';

/**
 * The 7 FAQ entries as a disclosure list: native <details>/<summary> is keyboard- and
 * screen-reader-friendly, works before the JavaScript arrives and stays in the prerendered HTML.
 */
export function Faq() {
  const { t } = useTranslation('site');
  const { lang } = useLang();
  const { faq } = useProvidedSiteContent();
  return (
    <section id="faq" aria-labelledby="faq-title" className="below-fold bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-title" className="text-center font-bold text-3xl text-ink-950">
          {t('landing.faq.title')}
        </h2>
        <div className="mt-10 flex flex-col gap-3">
          {faq.map((entry, index) => (
            <details
              // The 7 entries are fixed slots: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of 7, never reordered
              key={index}
              className="group rounded-2xl border border-ink-100 bg-ink-50 open:bg-white open:shadow-card"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
                <h3 className="text-base">{entry.question[lang]}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <ul className="list-disc space-y-1.5 px-5 pb-5 pl-10 text-ink-700">
                {entry.answers[lang].map((line, lineIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; never reordered
                  <li key={lineIndex}>{line}</li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
