import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/ui/TitledSection';
import { useProvidedSiteContent } from '@/features/site/api/site-content';

// The keyframes live here, next to the only element that uses them (a 20 s loop).
const MARQUEE_CSS =
  '@keyframes landing-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}' +
  '.landing-marquee{animation:landing-marquee 20s linear infinite}' +
  '.landing-marquee:hover,.landing-marquee:focus-within{animation-play-state:paused}' +
  // Still: one centred copy of the logos, wrapping, instead of a frozen strip cut at the edges.
  '@media (prefers-reduced-motion:reduce){.landing-marquee{animation:none;width:auto;flex-wrap:wrap;justify-content:center;padding:0 1rem}' +
  '.landing-marquee>[aria-hidden]{display:none}.landing-marquee-frame{mask-image:none}}';

/** Below this many partners the logos stand still, centred: a loop of two logos looks broken. */
const MARQUEE_MIN = 4;

/**
 * The published partners' logos (or names), scrolling in a loop when there are enough of them;
 * still for visitors who prefer reduced motion. No partner published: no strip at all.
 */
export function Partners() {
  const { t } = useTranslation('site');
  const { partners } = useProvidedSiteContent();
  if (partners.length === 0) return null;
  const moving = partners.length >= MARQUEE_MIN;
  // A moving list is drawn twice so the loop has no gap; the copy is hidden from assistive tech.
  const logos = (copy: boolean) =>
    partners.map((partner) => {
      const mark = partner.logo ? (
        <img
          src={`/uploads/${partner.logo}`}
          alt={partner.name}
          loading="lazy"
          decoding="async"
          className="max-h-12 max-w-36 object-contain"
        />
      ) : (
        <span className="font-semibold text-ink-800 text-sm">{partner.name}</span>
      );
      return (
        <li
          key={`${copy ? 'copy-' : ''}${partner.id}`}
          aria-hidden={copy || undefined}
          className="flex h-16 w-44 shrink-0 items-center justify-center rounded-xl bg-white px-3 shadow-card"
        >
          {partner.url ? (
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={copy ? -1 : undefined}
              aria-label={
                partner.logo ? t('landing.partners.visit', { name: partner.name }) : undefined
              }
              className="flex h-full w-full items-center justify-center rounded-xl"
            >
              {mark}
            </a>
          ) : (
            mark
          )}
        </li>
      );
    });
  return (
    <TitledSection
      id="partners-title"
      level="h2"
      title={t('landing.partners.title')}
      className="below-fold overflow-hidden bg-ink-50 py-14"
      titleClassName="text-center font-bold text-2xl text-ink-950"
    >
      {moving ? (
        <>
          <style>{MARQUEE_CSS}</style>
          <div className="landing-marquee-frame mt-8 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
            <ul className="landing-marquee flex w-max gap-6">
              {logos(false)}
              {logos(true)}
            </ul>
          </div>
        </>
      ) : (
        <ul className="mx-auto mt-8 flex max-w-7xl flex-wrap justify-center gap-6 px-4">
          {logos(false)}
        </ul>
      )}
    </TitledSection>
  );
}
