import { createHash } from 'node:crypto';
import { companyToday } from '@app/contracts/sales';
import {
  type CreativeType,
  type LivePlaylist,
  PLAY_MAX_AGE_MS,
  PLAY_MAX_FUTURE_MS,
  PLAYER_PATH,
  type PlayReport,
  type PlaysResult,
  SCREEN_MODELS,
  type ScreenPairing,
  type ScreenSummary,
} from '@app/contracts/screens';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adRequests,
  espaces,
  screenGiven,
  screenOutages,
  screenPlays,
  screens,
  stations,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/random-tokens';
import { contentTypeOf } from '../../lib/uploads';
import {
  activeCampaigns,
  type Campaign,
  loopOrder,
  overbookedHours,
  playlistAt,
  playsPerHourOf,
  type ScreenPlace,
} from './schedule';

export const hashScreenToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The creative's kind from its stored name (`.mp4`/`.webm` video, else image). */
export function creativeType(stored: string | null): CreativeType | null {
  if (!stored) return null;
  const type = contentTypeOf(stored);
  if (!type) return null;
  return type.startsWith('video/') ? 'video' : 'image';
}

export function toCampaign(row: typeof adRequests.$inferSelect): Campaign {
  return {
    id: row.id,
    statut: row.statut,
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    espaceId: row.espaceId,
    ...targetingOf(row),
    media: row.video,
  };
}

/** Where, when and how a campaign plays, as stored on its ad request. */
export function targetingOf(row: typeof adRequests.$inferSelect) {
  return {
    stationIds: row.targetStationIds,
    gouvernorats: row.targetGouvernorats,
    dayparts: row.dayparts,
    playsPerHour: row.playsPerHour,
    durationMs: row.durationMs,
    mediaType: creativeType(row.video),
  };
}

/** Accepted campaigns with a creative that run on a date (Tunisia), whatever their targets. */
export async function campaignsOn(db: Db, date: string): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(adRequests)
    .where(
      and(
        eq(adRequests.statut, 'Accepté'),
        isNotNull(adRequests.video),
        lte(adRequests.dateDebut, date),
        gte(adRequests.dateFin, date),
      ),
    );
  return rows.map(toCampaign);
}

interface StationRow extends ScreenPlace {
  reference: string;
  model: string;
  espaceNom: string | null;
}

function selectScreenStations(db: Db) {
  return db
    .select({
      stationId: stations.id,
      reference: stations.reference,
      model: stations.model,
      espaceId: stations.espaceId,
      espaceNom: espaces.nom,
      gouvernorat: espaces.gouvernorat,
    })
    .from(stations)
    .leftJoin(espaces, eq(espaces.id, stations.espaceId));
}

/** Every station that has a screen (its model), with its place. */
export async function screenStations(db: Db): Promise<StationRow[]> {
  return selectScreenStations(db)
    .where(inArray(stations.model, [...SCREEN_MODELS]))
    .orderBy(asc(stations.reference));
}

async function stationPlace(db: Db, stationId: number): Promise<StationRow | undefined> {
  const [row] = await selectScreenStations(db).where(eq(stations.id, stationId));
  return row;
}

/** `${PUBLIC_URL}/ecran#token=…`: the fragment never reaches a server log. */
function playerUrl(publicUrl: string, token: string): string {
  return `${new URL(PLAYER_PATH, `${publicUrl}/`).toString()}#token=${token}`;
}

/** Pairs (or re-pairs) a station's screen: a new token, the previous one stops working at once. */
export async function pairScreen(
  db: Db,
  stationId: number,
  adminId: number,
  publicUrl: string,
  now = new Date(),
): Promise<ScreenPairing> {
  const station = await stationPlace(db, stationId);
  if (!station) throw notFound('screens.stationNotFound');
  if (!(SCREEN_MODELS as readonly string[]).includes(station.model)) {
    throw new AppError(422, 'screens.modelWithoutScreen');
  }
  const token = randomToken();
  const tokenHash = hashScreenToken(token);
  await db.transaction(async (tx) => {
    await tx
      .insert(screens)
      .values({ stationId, tokenHash, pairedAt: now, pairedBy: adminId, lastSeenAt: null })
      .onConflictDoUpdate({
        target: screens.stationId,
        set: { tokenHash, pairedAt: now, pairedBy: adminId, lastSeenAt: null },
      });
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'pair',
      entity: 'screen',
      entityId: stationId,
    });
  });
  return { token, url: playerUrl(publicUrl, token), stationId, pairedAt: now.toISOString() };
}

/** Unpairs a screen: its token stops working. */
export async function unpairScreen(db: Db, stationId: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(screens)
      .where(eq(screens.stationId, stationId))
      .returning({ id: screens.stationId });
    if (gone.length === 0) throw notFound('screens.notPaired');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'unpair',
      entity: 'screen',
      entityId: stationId,
    });
  });
}

/** The station a screen token belongs to, or undefined. */
export async function screenOfToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stationId: screens.stationId })
    .from(screens)
    .where(eq(screens.tokenHash, hashScreenToken(token)));
  return row?.stationId;
}

/**
 * Marks the screen seen; a silence longer than the threshold since it was last seen (or paired)
 * becomes an outage. The row lock makes two concurrent polls record one outage.
 */
async function markSeen(db: Db, stationId: number, now: Date, offlineAfterMs: number) {
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ prev: string | Date | null; paired: string | Date }>(sql`
      update screens s set last_seen_at = greatest(coalesce(old.last_seen_at, ${now}), ${now})
      from (select station_id, last_seen_at, paired_at from screens
            where station_id = ${stationId} for update) old
      where s.station_id = old.station_id
      returning old.last_seen_at as prev, old.paired_at as paired`);
    const row = (
      result as unknown as { rows: { prev: string | Date | null; paired: string | Date }[] }
    ).rows[0];
    if (!row) return;
    const since = new Date(row.prev ?? row.paired);
    if (now.getTime() - since.getTime() > offlineAfterMs) {
      await tx.insert(screenOutages).values({ stationId, startedAt: since, endedAt: now });
    }
  });
}

function loadPlaylistContext(db: Db, stationId: number, now: Date) {
  return Promise.all([stationPlace(db, stationId), campaignsOn(db, companyToday(now))]);
}

/** Remembers which ads the screen was given, for the proof-of-play check. */
async function recordGiven(db: Db, stationId: number, adIds: number[], now: Date) {
  if (adIds.length === 0) return;
  await db
    .insert(screenGiven)
    .values(adIds.map((adId) => ({ stationId, adId, firstGivenAt: now, lastGivenAt: now })))
    .onConflictDoUpdate({
      target: [screenGiven.stationId, screenGiven.adId],
      set: { lastGivenAt: sql`greatest(${screenGiven.lastGivenAt}, excluded.last_given_at)` },
    });
}

/** The playlist a screen asks for: computed from the rules at this instant. */
export async function screenPlaylist(db: Db, stationId: number, now: Date, offlineAfterMs: number) {
  await markSeen(db, stationId, now, offlineAfterMs);
  const [place, campaigns] = await loadPlaylistContext(db, stationId, now);
  if (!place) throw notFound('screens.stationNotFound');
  const items = playlistAt(campaigns, place, now);
  await recordGiven(db, stationId, [...new Set(items.map((item) => item.adId))], now);
  return { reference: place.reference, items };
}

/**
 * Stores a screen's finished plays. Every play must be of an ad the screen was given (from its
 * first playlist holding it, less the clock drift, to PLAY_MAX_AGE_MS after the last) and start
 * within [now − PLAY_MAX_AGE_MS, now + PLAY_MAX_FUTURE_MS]; otherwise the whole report is refused
 * and nothing is stored. Retries are deduplicated on (station, ad, startedAt).
 */
export async function recordPlays(
  db: Db,
  stationId: number,
  plays: PlayReport[],
  now: Date,
): Promise<PlaysResult> {
  const parsed = plays.map((play) => ({ ...play, started: new Date(play.startedAt) }));
  for (const play of parsed) {
    const at = play.started.getTime();
    if (at > now.getTime() + PLAY_MAX_FUTURE_MS || at < now.getTime() - PLAY_MAX_AGE_MS) {
      throw new AppError(422, 'screens.playOutOfWindow');
    }
  }
  const adIds = [...new Set(parsed.map((play) => play.adId))];
  const given = await db
    .select()
    .from(screenGiven)
    .where(and(eq(screenGiven.stationId, stationId), inArray(screenGiven.adId, adIds)));
  const byAd = new Map(given.map((row) => [row.adId, row]));
  const givenAt = (adId: number, at: number) => {
    const row = byAd.get(adId);
    return (
      row !== undefined &&
      at >= row.firstGivenAt.getTime() - PLAY_MAX_FUTURE_MS &&
      at <= row.lastGivenAt.getTime() + PLAY_MAX_AGE_MS
    );
  };
  const unexplained = parsed.filter((play) => !givenAt(play.adId, play.started.getTime()));
  if (unexplained.length > 0) {
    // A play the screen's recorded playlists do not cover still counts when the rules put that
    // campaign in this screen's playlist at the moment it started (its playlist then held it).
    const [place, rows] = await Promise.all([
      stationPlace(db, stationId),
      db
        .select()
        .from(adRequests)
        .where(inArray(adRequests.id, [...new Set(unexplained.map((play) => play.adId))])),
    ]);
    const campaigns = new Map(rows.map((row) => [row.id, toCampaign(row)]));
    for (const play of unexplained) {
      const campaign = campaigns.get(play.adId);
      if (!place || !campaign || activeCampaigns([campaign], place, play.started).length === 0) {
        throw new AppError(422, 'screens.playNotGiven');
      }
    }
  }
  const stored = await db
    .insert(screenPlays)
    .values(
      parsed.map((play) => ({
        stationId,
        adId: play.adId,
        startedAt: play.started,
        durationMs: play.durationMs,
        receivedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: screenPlays.id });
  return { stored: stored.length, duplicates: plays.length - stored.length };
}

function summaryOf(
  station: StationRow,
  screen: typeof screens.$inferSelect | undefined,
  now: Date,
  offlineAfterMs: number,
): ScreenSummary {
  const lastSeen = screen?.lastSeenAt ?? null;
  return {
    stationId: station.stationId,
    reference: station.reference,
    model: station.model,
    espaceNom: station.espaceNom,
    gouvernorat: station.gouvernorat,
    paired: screen !== undefined,
    pairedAt: screen?.pairedAt.toISOString() ?? null,
    lastSeenAt: lastSeen?.toISOString() ?? null,
    online: lastSeen !== null && now.getTime() - lastSeen.getTime() <= offlineAfterMs,
  };
}

/** Every station with a screen, paired or not. */
export async function listScreens(
  db: Db,
  now: Date,
  offlineAfterMs: number,
): Promise<ScreenSummary[]> {
  const [places, paired] = await Promise.all([screenStations(db), db.select().from(screens)]);
  const byStation = new Map(paired.map((row) => [row.stationId, row]));
  return places.map((place) =>
    summaryOf(place, byStation.get(place.stationId), now, offlineAfterMs),
  );
}

/** What a screen plays now, and the hours of today it cannot fit (back-office). */
export async function livePlaylist(
  db: Db,
  stationId: number,
  now: Date,
  offlineAfterMs: number,
): Promise<LivePlaylist> {
  const place = await stationPlace(db, stationId);
  if (!place || !(SCREEN_MODELS as readonly string[]).includes(place.model)) {
    throw notFound('screens.stationNotFound');
  }
  const today = companyToday(now);
  const [[screen], campaigns] = await Promise.all([
    db.select().from(screens).where(eq(screens.stationId, stationId)),
    campaignsOn(db, today),
  ]);
  const names = new Map(
    (campaigns.length
      ? await db
          .select({ id: adRequests.id, nomPrenom: adRequests.nomPrenom })
          .from(adRequests)
          .where(
            inArray(
              adRequests.id,
              campaigns.map((campaign) => campaign.id),
            ),
          )
      : []
    ).map((row) => [row.id, row.nomPrenom]),
  );
  const items = loopOrder(activeCampaigns(campaigns, place, now)).map((campaign) => ({
    adId: campaign.id,
    mediaUrl: `/uploads/${campaign.media}`,
    mediaType: campaign.mediaType!,
    durationMs: campaign.durationMs,
    nomPrenom: names.get(campaign.id) ?? '',
    dateFin: campaign.dateFin,
    playsPerHour: playsPerHourOf(campaign),
  }));
  return {
    screen: summaryOf(place, screen, now, offlineAfterMs),
    items,
    overbooked: overbookedHours(campaigns, place, today).map((hour) => ({
      stationId,
      reference: place.reference,
      ...hour,
    })),
  };
}
