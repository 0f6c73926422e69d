import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PARTNERS } from '../content/site';

// The keyframes live here, next to the only element that uses them (a 20 s loop, SPEC §9).
const MARQUEE_CSS =
  '@keyframes landing-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}' +
  '.landing-marquee{animation:landing-marquee 20s linear infinite}' +
  '.landing-marquee:hover{animation-play-state:paused}' +
  '@media (prefers-reduced-motion:reduce){.landing-marquee{animation:none}}';

/** Partner logos scrolling in a loop; still for visitors who prefer reduced motion. */
export function Partners() {
  const { t } = useTranslation('landing');
  // The list is drawn twice so the loop has no gap; the copy is hidden from assistive tech.
  const logos = (copy: boolean) =>
    PARTNERS.map((partner) => (
      <li
        key={`${copy ? 'copy-' : ''}${partner.name}`}
        aria-hidden={copy || undefined}
        className="flex h-16 w-44 shrink-0 items-center justify-center gap-2 rounded-xl border border-ink-200 border-dashed bg-white text-ink-600"
        title={t('partners.placeholder')}
      >
        <Building2 className="size-5" aria-hidden="true" />
        <span className="font-semibold text-sm">{partner.name}</span>
      </li>
    ));
  return (
    <section aria-labelledby="partners-title" className="overflow-hidden bg-ink-50 py-14">
      <style>{MARQUEE_CSS}</style>
      <h2 id="partners-title" className="text-center font-bold text-2xl text-ink-950">
        {t('partners.title')}
      </h2>
      <div className="mt-8 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <ul className="landing-marquee flex w-max gap-6">
          {logos(false)}
          {logos(true)}
        </ul>
      </div>
    </section>
  );
}
