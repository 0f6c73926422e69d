import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { useLang } from '@/lib/i18n';
import MapPin from '~icons/lucide/map-pin';

// Leaflet (and its CSS) is a separate chunk fetched only when the map is about to be seen.
const LeafletMap = lazy(() => import('./LeafletMap'));

/** How far below the viewport the map starts loading, so it is ready when scrolled into view. */
const PRELOAD_MARGIN = '400px';

/** The map section: a fixed-size frame (no layout shift) whose map loads only in the browser, when near. */
export function MapSection() {
  const { t } = useTranslation('site');
  const { lang } = useLang();
  const content = useProvidedSiteContent();
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const address = content.address[lang].trim();
  return (
    <section aria-labelledby="map-title" className="below-fold bg-ink-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="map-title" className="font-bold text-3xl text-ink-950">
          {t('landing.map.title')}
        </h2>
        {address ? (
          <p className="mt-2 flex items-center gap-2 text-ink-700">
            <MapPin className="size-5 text-brand-700" aria-hidden="true" />
            {address}
          </p>
        ) : (
          <p className="mt-2 text-ink-700">{t('landing.map.notPublished')}</p>
        )}
        <div
          ref={frame}
          className="relative mt-6 h-[360px] overflow-hidden rounded-3xl border border-ink-200 bg-ink-100 sm:h-[420px]"
        >
          {near ? (
            <Suspense fallback={<MapMessage text={t('landing.map.loading')} />}>
              <LeafletMap
                label={t('landing.map.label')}
                point={content.map}
                popup={address ? `${t('landing.map.popup')} — ${address}` : t('landing.map.popup')}
                address={address}
              />
            </Suspense>
          ) : (
            <MapMessage text={t('landing.map.loading')} />
          )}
        </div>
      </div>
    </section>
  );
}

export function MapMessage({ text, role }: { text: string; role?: 'alert' | 'status' }) {
  return (
    <p
      role={role}
      className="absolute inset-0 flex items-center justify-center p-6 text-center text-ink-600"
    >
      {text}
    </p>
  );
}
