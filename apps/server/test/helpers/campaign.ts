import type { Campaign } from '../../src/modules/screens/schedule';

/**
 * A scheduling `Campaign`: accepted, June 2026 in space 7, a 15 s video, no targeting, with these
 * values over it. No app import: the pure schedule and billing rule tests build theirs with it.
 */
export const campaignOf = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  statut: 'Accepté',
  dateDebut: '2026-06-01',
  dateFin: '2026-06-30',
  espaceId: 7,
  stationIds: [],
  gouvernorats: [],
  dayparts: [],
  playsPerHour: null,
  durationMs: 15_000,
  mediaType: 'video',
  media: 'spot.mp4',
  ...overrides,
});
