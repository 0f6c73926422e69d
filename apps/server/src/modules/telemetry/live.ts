import type { StationLive } from '@app/contracts/telemetry';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationLive } from '../../db/schema';

/** The live state of station rows, derived from the last message and the offline threshold. */

export type LiveRow = Pick<
  typeof stationLive.$inferSelect,
  'status' | 'portsInUse' | 'portsTotal' | 'lastSeenAt'
>;

export const NEVER_SEEN: StationLive = {
  online: false,
  status: 'offline',
  lastSeenAt: null,
  portsInUse: 0,
  portsTotal: 0,
};

/**
 * Online means "spoke within the threshold and did not say it is going offline". An offline
 * station reports status 'offline' whatever it said last, and no ports in use.
 */
export function toLive(
  row: LiveRow | undefined,
  offlineAfterS: number,
  now = Date.now(),
): StationLive {
  if (!row) return NEVER_SEEN;
  const online = row.status !== 'offline' && now - row.lastSeenAt.getTime() <= offlineAfterS * 1000;
  return {
    online,
    status: online ? row.status : 'offline',
    lastSeenAt: row.lastSeenAt.toISOString(),
    portsInUse: online ? row.portsInUse : 0,
    portsTotal: row.portsTotal,
  };
}

/** One query for a page of stations. */
async function liveByStation(
  db: Db,
  ids: number[],
  offlineAfterS: number,
): Promise<Map<number, StationLive>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(stationLive).where(inArray(stationLive.stationId, ids));
  const now = Date.now();
  return new Map(rows.map((row) => [row.stationId, toLive(row, offlineAfterS, now)]));
}

/** Adds `live` to each row of a list (the stations of one page). */
export async function withLive<T extends { id: number }>(
  db: Db,
  rows: T[],
  offlineAfterS: number,
): Promise<(T & { live: StationLive })[]> {
  const live = await liveByStation(
    db,
    rows.map((row) => row.id),
    offlineAfterS,
  );
  return rows.map((row) => ({ ...row, live: live.get(row.id) ?? NEVER_SEEN }));
}

/**
 * Until when the live state of these rows holds without a new message: the first moment an online
 * station's last message grows older than the threshold (lib/answer-cache.ts `validUntil`);
 * undefined when none is online, as only a message can then change it.
 */
export function liveValidUntil(
  rows: readonly { live: StationLive }[],
  offlineAfterS: number,
): number | undefined {
  let until: number | undefined;
  for (const { live } of rows) {
    if (!live.online || live.lastSeenAt === null) continue;
    const lapses = Date.parse(live.lastSeenAt) + offlineAfterS * 1000 + 1;
    if (until === undefined || lapses < until) until = lapses;
  }
  return until;
}
