import { z } from 'zod';
import { countsSchema } from './common';

export const governorateCountSchema = z.object({
  gouvernorat: z.string(),
  count: z.number().int(),
});

/** One public space on the dashboard map, placed by its city/governorate in the browser. */
export const mapEspaceSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  gouvernorat: z.string(),
  stationCount: z.number().int(),
});
export type MapEspace = z.infer<typeof mapEspaceSchema>;

/** Markers drawn at most on the dashboard map. */
export const MAP_ESPACES_LIMIT = 2000;

export const adminStatsSchema = z.object({
  counts: countsSchema(['clients', 'espaces', 'stations', 'openComplaints', 'pendingQuotes']),
  espacesParGouvernorat: z.array(governorateCountSchema),
  stationsParGouvernorat: z.array(governorateCountSchema),
  espaces: z.array(mapEspaceSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
