import { addDays, companyToday } from '@app/contracts/sales';
import {
  type PlayReportResult,
  type TargetingResult,
  type targetingInputSchema,
  tunisMidnight,
} from '@app/contracts/screens';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { adRequests, screenOutages, screens, stations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, firstOrNotFound, notFound } from '../../lib/errors';
import { overbookedHours, targets } from '../screens/schedule';
import { campaignsOn, screenStations, targetingOf, toCampaign } from '../screens/service';

/**
 * Campaigns (accepted ad requests) on station screens: their targeting and their proof-of-play
 * report. The scheduling rules themselves are in modules/screens/schedule.ts.
 */

type TargetingValues = z.output<typeof targetingInputSchema>;

async function loadAd(db: Db, id: number) {
  const row = await firstOrNotFound(
    db.select().from(adRequests).where(eq(adRequests.id, id)),
    'ads.notFound',
  );
  return row;
}

/** The targeted stations and the hours of the campaign's next running day some screen can't fit. */
async function targetingResult(
  db: Db,
  row: typeof adRequests.$inferSelect,
  now: Date,
): Promise<TargetingResult> {
  const campaign = toCampaign(row);
  const [places, paired] = await Promise.all([
    screenStations(db),
    db.select({ stationId: screens.stationId }).from(screens),
  ]);
  const pairedIds = new Set(paired.map((screen) => screen.stationId));
  const targeted = places.filter((place) => targets(campaign, place));
  const today = companyToday(now);
  const day = [campaign.dateDebut, today].sort()[1]!;
  const overbooked = [];
  if (day <= campaign.dateFin && targeted.length > 0) {
    // The others accepted that day, with this one counted as if accepted.
    const others = (await campaignsOn(db, day)).filter((other) => other.id !== campaign.id);
    const asAccepted = { ...campaign, statut: 'Accepté', mediaType: campaign.mediaType ?? 'video' };
    for (const place of targeted) {
      for (const hour of overbookedHours([...others, { ...asAccepted, media: 'x' }], place, day)) {
        overbooked.push({ stationId: place.stationId, reference: place.reference, ...hour });
      }
    }
  }
  return {
    targeting: targetingOf(row),
    stations: targeted.map((place) => ({
      stationId: place.stationId,
      reference: place.reference,
      gouvernorat: place.gouvernorat,
      paired: pairedIds.has(place.stationId),
    })),
    overbooked,
  };
}

export async function getTargeting(db: Db, id: number, now = new Date()) {
  return targetingResult(db, await loadAd(db, id), now);
}

/** Replaces a campaign's targeting; station ids must name stations with a screen. */
export async function setTargeting(
  db: Db,
  id: number,
  input: TargetingValues,
  adminId: number,
  now = new Date(),
): Promise<TargetingResult> {
  const stationIds = [...new Set(input.stationIds ?? [])];
  if (stationIds.length > 0) {
    const found = await db
      .select({ id: stations.id })
      .from(stations)
      .where(inArray(stations.id, stationIds));
    if (found.length !== stationIds.length) {
      throw badRequest('error.validation', { stationIds: 'screens.stationIdsUnknown' });
    }
  }
  const row = await db.transaction(async (tx) => {
    const updated = await firstOrNotFound(
      tx
        .update(adRequests)
        .set({
          targetStationIds: stationIds,
          targetGouvernorats: [...new Set(input.gouvernorats ?? [])],
          dayparts: input.dayparts ?? [],
          playsPerHour: input.playsPerHour ?? null,
          ...(input.durationMs !== undefined ? { durationMs: input.durationMs } : {}),
        })
        .where(eq(adRequests.id, id))
        .returning(),
      'ads.notFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'targeting',
      entity: 'ad_request',
      entityId: id,
      details: { ...input },
    });
    return updated;
  });
  return targetingResult(db, row, now);
}

type PlayRow = {
  station_id: number;
  day: string | Date;
  plays: number | string;
  airtime: number | string;
};

const isoDay = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * A campaign's proof of play: raw plays (days in Tunisia) plus the daily aggregates they were
 * rolled up into, by station and by day, and the targeted screens that were offline (or not
 * paired) during the campaign so far.
 */
export async function campaignReport(
  db: Db,
  id: number,
  now: Date,
  offlineAfterMs: number,
  ownerId?: number,
): Promise<PlayReportResult> {
  const row = await loadAd(db, id);
  if (ownerId !== undefined && row.clientId !== ownerId) throw notFound('ads.notFound');
  const result = await db.execute<PlayRow>(sql`
    select station_id, day, sum(plays)::bigint as plays, sum(airtime)::bigint as airtime from (
      select station_id, (started_at at time zone 'Africa/Tunis')::date as day,
             count(*) as plays, sum(duration_ms) as airtime
      from screen_plays where ad_id = ${id} group by 1, 2
      union all
      select station_id, day, plays, airtime_ms from screen_plays_daily where ad_id = ${id}
    ) all_plays group by 1, 2 order by 2, 1`);
  const rows = (result as unknown as { rows: PlayRow[] }).rows;
  const byStation = new Map<number, { plays: number; airtimeMs: number }>();
  const byDay = new Map<string, { plays: number; airtimeMs: number }>();
  let plays = 0;
  let airtimeMs = 0;
  for (const entry of rows) {
    const count = Number(entry.plays);
    const airtime = Number(entry.airtime);
    plays += count;
    airtimeMs += airtime;
    const station = byStation.get(entry.station_id) ?? { plays: 0, airtimeMs: 0 };
    station.plays += count;
    station.airtimeMs += airtime;
    byStation.set(entry.station_id, station);
    const day = isoDay(entry.day);
    const dayTotal = byDay.get(day) ?? { plays: 0, airtimeMs: 0 };
    dayTotal.plays += count;
    dayTotal.airtimeMs += airtime;
    byDay.set(day, dayTotal);
  }

  const campaign = toCampaign(row);
  const places = await screenStations(db);
  const references = new Map(places.map((place) => [place.stationId, place.reference]));
  const missing = [...byStation.keys()].filter((stationId) => !references.has(stationId));
  if (missing.length > 0) {
    const extra = await db
      .select({ id: stations.id, reference: stations.reference })
      .from(stations)
      .where(inArray(stations.id, missing));
    for (const station of extra) references.set(station.id, station.reference);
  }

  return {
    adId: id,
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    plays,
    airtimeMs,
    stations: [...byStation.entries()]
      .map(([stationId, total]) => ({
        stationId,
        reference: references.get(stationId) ?? String(stationId),
        ...total,
      }))
      .sort((a, b) => a.reference.localeCompare(b.reference)),
    days: [...byDay.entries()]
      .map(([date, total]) => ({ date, ...total }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    offlineScreens:
      row.statut === 'Accepté'
        ? await offlineDuring(
            db,
            places.filter((place) => targets(campaign, place)),
            tunisMidnight(row.dateDebut),
            tunisMidnight(addDays(row.dateFin, 1)),
            now,
            offlineAfterMs,
          )
        : [],
  };
}

/** The targeted screens' offline time within [from, min(to, now)]. */
async function offlineDuring(
  db: Db,
  targeted: { stationId: number; reference: string }[],
  from: Date,
  to: Date,
  now: Date,
  offlineAfterMs: number,
): Promise<PlayReportResult['offlineScreens']> {
  const end = new Date(Math.min(to.getTime(), now.getTime()));
  if (targeted.length === 0 || end <= from) return [];
  const ids = targeted.map((place) => place.stationId);
  const [paired, outages] = await Promise.all([
    db.select().from(screens).where(inArray(screens.stationId, ids)),
    db
      .select()
      .from(screenOutages)
      .where(
        and(
          inArray(screenOutages.stationId, ids),
          gte(screenOutages.endedAt, from),
          lte(screenOutages.startedAt, end),
        ),
      ),
  ]);
  const screenOf = new Map(paired.map((screen) => [screen.stationId, screen]));
  const overlap = (start: Date, stop: Date) =>
    Math.max(
      0,
      Math.min(stop.getTime(), end.getTime()) - Math.max(start.getTime(), from.getTime()),
    );
  const result: PlayReportResult['offlineScreens'] = [];
  for (const place of targeted) {
    const screen = screenOf.get(place.stationId);
    if (!screen) {
      result.push({ ...place, paired: false, offlineMs: end.getTime() - from.getTime() });
      continue;
    }
    // Before pairing the screen could not play; then each recorded silence; then the current one.
    let offlineMs = overlap(from, screen.pairedAt);
    for (const outage of outages) {
      if (outage.stationId === place.stationId) {
        offlineMs += overlap(outage.startedAt, outage.endedAt);
      }
    }
    const lastSeen = screen.lastSeenAt ?? screen.pairedAt;
    if (now.getTime() - lastSeen.getTime() > offlineAfterMs) offlineMs += overlap(lastSeen, now);
    if (offlineMs > 0) result.push({ ...place, paired: true, offlineMs });
  }
  return result;
}
