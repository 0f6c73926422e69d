import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createMap, mapZoomLabels } from '@/lib/leaflet-map';
import { useSiteConfig } from '@/lib/site-config';
import { MapMessage } from './MapSection';

// A drawn marker (no image files to resolve, nothing for the CSP to block).
const MARKER = L.divIcon({
  className: '',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0z" fill="#047a5c"/><circle cx="16" cy="16" r="6.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  popupAnchor: [0, -38],
});

export interface LeafletMapProps {
  /** Accessible name of the map region. */
  label: string;
  /** Where the company is: the map's centre and marker, and the zoom. */
  point: { lat: number; lng: number; zoom: number };
  popup: string;
  /** The address, named in the message shown when the map cannot load. */
  address: string;
}

/**
 * The Leaflet map, centred on the company's published point and zoom, with one marker and its popup.
 * Tiles come from the server's configuration; tiles that fail to load leave the marker usable.
 */
export default function LeafletMap({ label, point, popup, address }: LeafletMapProps) {
  const { t } = useTranslation('site');
  const config = useSiteConfig();
  const container = useRef<HTMLElement>(null);
  const { lat, lng, zoom } = point;

  useEffect(() => {
    const element = container.current;
    if (!element || !config.data) return;
    const map = createMap(element, config.data, {
      center: [lat, lng],
      zoom,
      maxZoom: 19,
      zoomLabels: mapZoomLabels(t),
    });
    const marker = L.marker([lat, lng], { icon: MARKER, title: popup, alt: popup }).addTo(map);
    const content = document.createElement('p');
    content.textContent = popup; // text, never HTML
    marker.bindPopup(content);
    return () => {
      map.remove();
    };
  }, [config.data, lat, lng, zoom, popup, t]);

  if (config.isError) {
    return (
      <MapMessage
        role="alert"
        text={address ? t('landing.map.failed', { address }) : t('landing.map.unavailable')}
      />
    );
  }
  return <section ref={container} aria-label={label} className="absolute inset-0 z-0" />;
}
