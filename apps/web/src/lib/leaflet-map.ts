import type { SiteConfig } from '@app/contracts/site';
import L from 'leaflet';

export interface MapOptions {
  center: L.LatLngTuple;
  zoom: number;
  maxZoom: number;
  /** The zoom buttons' names in the page's language ("Zoom avant" / "Zoom arrière"). */
  zoomLabels: { zoomIn: string; zoomOut: string };
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
