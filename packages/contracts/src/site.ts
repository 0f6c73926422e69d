import { z } from 'zod';

/** `GET /api/site-config`: runtime settings the public web app needs (no secrets). */
export const siteConfigSchema = z.object({
  /** Leaflet tile URL template, e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  mapTileUrl: z.string(),
  /** Attribution shown on the map, required by most tile providers. */
  mapAttribution: z.string(),
  /** Canonical public address of the site, without a trailing slash. */
  publicUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
