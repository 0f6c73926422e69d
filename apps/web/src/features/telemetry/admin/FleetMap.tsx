import 'leaflet/dist/leaflet.css';
import { locateSpace } from '@app/contracts/governorate-coordinates';
import type { FleetStation, TelemetryStatus } from '@app/contracts/telemetry';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap, mapZoomLabels, TUNISIA_VIEW } from '@/lib/leaflet-map';
import { useSiteConfig } from '@/lib/site-config';

const COLORS: Record<TelemetryStatus, { stroke: string; fill: string }> = {
  available: { stroke: '#065f49', fill: '#12c48c' },
  charging: { stroke: '#075985', fill: '#38bdf8' },
  fault: { stroke: '#991b1b', fill: '#ef4444' },
  offline: { stroke: '#46556c', fill: '#c3cad6' },
};

/** Where a station stands: its space's town or governorate, spread so markers do not overlap. */
export function placeOf(station: FleetStation) {
  if (!station.gouvernorat && !station.ville) return null;
  return locateSpace({
    id: station.id,
    ville: station.ville ?? '',
    gouvernorat: station.gouvernorat ?? '',
  });
}

/** The fleet on a map (Leaflet, like the dashboard's): one marker per station, coloured by state. */
export default function FleetMap({ stations }: { stations: readonly FleetStation[] }) {
  const { t } = useTranslation('telemetry');
  const config = useSiteConfig();
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const framed = useRef(false);

  useEffect(() => {
    const element = container.current;
    if (!element || !config.data) return;
    const instance = createMap(element, config.data, {
      ...TUNISIA_VIEW,
      zoomLabels: mapZoomLabels(t),
    });
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    framed.current = false;
    return () => {
      instance.stop();
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, [config.data, t]);

  // Markers are redrawn on every live update without moving the view the admin chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw once the map exists (config)
  useEffect(() => {
    const group = layer.current;
    if (!group || !map.current) return;
    group.clearLayers();
    const points: L.LatLngTuple[] = [];
    for (const station of stations) {
      const point = placeOf(station);
      if (!point) continue;
      points.push([point[0], point[1]]);
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = station.reference; // text, never HTML
      const detail = document.createElement('p');
      detail.textContent = `${station.espacePublic ?? ''} — ${t(`live.status.${station.live.status}`)}`;
      popup.append(name, detail);
      const color = COLORS[station.live.status];
      L.circleMarker([point[0], point[1]], {
        radius: 7,
        color: color.stroke,
        weight: 2,
        fillColor: color.fill,
        fillOpacity: 0.9,
      })
        .bindPopup(popup)
        .addTo(group);
    }
    if (!framed.current && points.length > 0) {
      framed.current = true;
      if (points.length > 1) {
        map.current.fitBounds(points, { padding: [24, 24], maxZoom: 10, animate: false });
      } else map.current.setView(points[0]!, 11, { animate: false });
    }
  }, [stations, t, config.data]);

  if (config.isError) {
    return (
      <p role="alert" className="p-4 text-red-700 text-sm">
        {t('errors.load')}
      </p>
    );
  }
  return (
    <section
      ref={container}
      aria-label={t('fleet.mapLabel', { count: stations.length })}
      className="z-0 h-72 w-full overflow-hidden rounded-xl sm:h-96"
    />
  );
}
