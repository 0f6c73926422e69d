import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useSiteConfig } from '../api/sales-api';
import { COMPANY } from '../content/site';
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
  popup: string;
}

/**
 * The Leaflet map, centred on the configured point at zoom 13 with one marker and its popup.
 * Tiles come from the server's configuration; tiles that fail to load leave the marker usable.
 */
export default function LeafletMap({ label, popup }: LeafletMapProps) {
  const { t } = useTranslation('landing');
  const { lang } = useLang();
  const config = useSiteConfig();
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !config.data) return;
    const { lat, lng, zoom } = COMPANY.map;
    const map = L.map(element, { scrollWheelZoom: false }).setView([lat, lng], zoom);
    L.tileLayer(config.data.mapTileUrl, {
      attribution: config.data.mapAttribution,
      maxZoom: 19,
    }).addTo(map);
    const marker = L.marker([lat, lng], { icon: MARKER, title: popup, alt: popup }).addTo(map);
    const content = document.createElement('p');
    content.textContent = popup; // text, never HTML
    marker.bindPopup(content);
    return () => {
      map.remove();
    };
  }, [config.data, popup]);

  if (config.isError) {
    return <MapMessage role="alert" text={t('map.failed', { address: COMPANY.address[lang] })} />;
  }
  return <section ref={container} aria-label={label} className="absolute inset-0 z-0" />;
}
