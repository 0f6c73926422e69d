import type { SiteConfig } from '@app/contracts/site';
import L from 'leaflet';

export interface MapOptions {
  center: L.LatLngTuple;
  zoom: number;
  maxZoom: number;
  /** The zoom buttons' names in the page's language ("Zoom avant" / "Zoom arrière"). */
  zoomLabels: { zoomIn: string; zoomOut: string };
}

/** The whole country in view (the fleet and dashboard maps). */
export const TUNISIA_VIEW = { center: [34.8, 9.8] as L.LatLngTuple, zoom: 6, maxZoom: 18 };

/** The zoom buttons' names: `t` is any namespace's translate function (the keys live in common). */
export function mapZoomLabels(
  t: (key: 'map.zoomIn' | 'map.zoomOut', options: { ns: 'common' }) => string,
): MapOptions['zoomLabels'] {
  return { zoomIn: t('map.zoomIn', { ns: 'common' }), zoomOut: t('map.zoomOut', { ns: 'common' }) };
}

/**
 * A Leaflet map on the configured tiles, without scroll-wheel zoom (the page scrolls past it), and
 * with zoom buttons named in the page's language: Leaflet's own control says "Zoom in/out" on every
 * page, which a screen reader reads out on French pages.
 */
export function createMap(element: HTMLElement, config: SiteConfig, options: MapOptions): L.Map {
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: false }).setView(
    options.center,
    options.zoom,
  );
  L.tileLayer(config.mapTileUrl, {
    attribution: config.mapAttribution,
    maxZoom: options.maxZoom,
  }).addTo(map);
  L.control
    .zoom({ zoomInTitle: options.zoomLabels.zoomIn, zoomOutTitle: options.zoomLabels.zoomOut })
    .addTo(map);
  return map;
}
