import 'leaflet/dist/leaflet.css';
import type { MapEspace } from '@app/contracts/dashboard';
import { locateSpace } from '@app/contracts/governorate-coordinates';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap, mapZoomLabels, TUNISIA_VIEW } from '@/lib/leaflet-map';
import { useSiteConfig } from '@/lib/site-config';

export interface SpacesMapProps {
  espaces: readonly MapEspace[];
}

/** One marker per public space, placed by its town or governorate; a popup names it. */
export default function SpacesMap({ espaces }: SpacesMapProps) {
  const { t } = useTranslation('dashboard');
  const config = useSiteConfig();
  const container = useRef<HTMLElement>(null);
  const unplaced = espaces.filter((espace) => !locateSpace(espace)).length;

  useEffect(() => {
    const element = container.current;
    if (!element || !config.data) return;
    const map = createMap(element, config.data, { ...TUNISIA_VIEW, zoomLabels: mapZoomLabels(t) });
    const points: L.LatLngTuple[] = [];
    for (const espace of espaces) {
      const point = locateSpace(espace);
      if (!point) continue;
      points.push([point[0], point[1]]);
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = espace.nom; // text, never HTML
      const place = document.createElement('p');
      place.textContent = `${espace.ville}, ${espace.gouvernorat} — ${t('admin.mapStations', { count: espace.stationCount })}`;
      popup.append(name, place);
      L.circleMarker([point[0], point[1]], {
        radius: 7,
        color: '#065f49',
        weight: 2,
        fillColor: '#12c48c',
        fillOpacity: 0.85,
      })
        .bindPopup(popup)
        .addTo(map);
    }
    // No animation for the initial framing: leaving the dashboard while a zoom transition runs
    // would let Leaflet finish it on a removed map ("_leaflet_pos" of undefined).
    if (points.length > 1) {
      map.fitBounds(points, { padding: [24, 24], maxZoom: 10, animate: false });
    } else if (points.length === 1) map.setView(points[0]!, 11, { animate: false });
    return () => {
      map.stop();
      map.remove();
    };
  }, [config.data, espaces, t]);

  if (config.isError) {
    return (
      <p role="alert" className="p-4 text-red-700 text-sm">
        {t('admin.mapFailed')}
      </p>
    );
  }
  return (
    <div>
      <section
        ref={container}
        aria-label={t('admin.mapLabel', { count: espaces.length })}
        className="z-0 h-80 w-full overflow-hidden rounded-b-xl sm:h-96"
      />
      {unplaced > 0 ? (
        <p className="px-4 py-2 text-ink-600 text-xs">
          {t('admin.mapUnplaced', { count: unplaced })}
        </p>
      ) : null}
    </div>
  );
}
