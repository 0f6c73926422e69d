import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap, mapZoomLabels } from '@/lib/leaflet-map';
import { useSiteConfig } from '@/lib/site-config';

export interface MapPoint {
  lat: number;
  lng: number;
  zoom: number;
}

/** Six decimals: about 10 cm, more than a pin on a map needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The map point of the landing's map section: a click (or tap) on the map moves the marker there,
 * zooming sets the zoom. The numeric fields next to it edit the same values by keyboard.
 */
export default function MapPicker({
  point,
  onChange,
}: {
  point: MapPoint;
  onChange: (point: MapPoint) => void;
}) {
  const { t } = useTranslation('site');
  const config = useSiteConfig();
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const latest = useRef({ point, onChange });
  latest.current = { point, onChange };

  useEffect(() => {
    const element = container.current;
    if (!element || !config.data) return;
    const { lat, lng, zoom } = latest.current.point;
    const created = createMap(element, config.data, {
      center: [lat, lng],
      zoom,
      maxZoom: 19,
      zoomLabels: mapZoomLabels(t),
    });
    marker.current = L.circleMarker([lat, lng], {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: '#047a5c',
      fillOpacity: 1,
    }).addTo(created) as unknown as L.Marker;
    created.on('click', (event: L.LeafletMouseEvent) => {
      const next = {
        lat: round(event.latlng.lat),
        lng: round(event.latlng.lng),
        zoom: created.getZoom(),
      };
      latest.current.onChange(next);
    });
    created.on('zoomend', () => {
      const current = latest.current.point;
      if (current.zoom !== created.getZoom()) {
        latest.current.onChange({ ...current, zoom: created.getZoom() });
      }
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [config.data, t]);

  // Typed values move the marker and the view too.
  useEffect(() => {
    const valid =
      Number.isFinite(point.lat) &&
      Number.isFinite(point.lng) &&
      Math.abs(point.lat) <= 90 &&
      Math.abs(point.lng) <= 180;
    if (!valid || !map.current) return;
    marker.current?.setLatLng([point.lat, point.lng]);
    const zoom =
      Number.isInteger(point.zoom) && point.zoom >= 3 && point.zoom <= 19 ? point.zoom : undefined;
    map.current.setView([point.lat, point.lng], zoom ?? map.current.getZoom(), { animate: false });
  }, [point.lat, point.lng, point.zoom]);

  if (config.isError) {
    return <p className="p-4 text-ink-700 text-sm">{t('admin.map.unavailable')}</p>;
  }
  return (
    <section
      ref={container}
      aria-label={t('admin.map.label')}
      className="h-72 w-full cursor-crosshair sm:h-80"
    />
  );
}
