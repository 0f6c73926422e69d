import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { instant } from './columns';
import { ownerAd, ownerStation } from './owner-columns';
import { stations } from './places';

/**
 * The paired screen of a Multi Boxes / Mega Charger station (issue 33): one per station. The token
 * is stored only as its SHA-256; pairing again replaces it, which revokes the previous one.
 */
export const screens = pgTable(
  'screens',
  {
    stationId: integer('station_id')
      .primaryKey()
      .references(() => stations.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    pairedAt: instant('paired_at').notNull(),
    pairedBy: integer('paired_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The last playlist request; null until the player first calls. */
    lastSeenAt: instant('last_seen_at'),
  },
  (table) => [uniqueIndex('screens_token_hash_idx').on(table.tokenHash)],
);

/**
 * A silence of a screen longer than the offline threshold, recorded when it calls again (the one
 * still running is read from `screens.last_seen_at`): the report's "screens offline".
 */
export const screenOutages = pgTable(
  'screen_outages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stationId: ownerStation(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
  },
  (table) => [index('screen_outages_station_idx').on(table.stationId, table.endedAt)],
);

/**
 * Which ads a screen was given and when (first and last playlist that held them): a screen may
 * only report plays of these, within the allowed window.
 */
export const screenGiven = pgTable(
  'screen_given',
  {
    stationId: ownerStation(),
    adId: ownerAd(),
    firstGivenAt: instant('first_given_at').notNull(),
    lastGivenAt: instant('last_given_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stationId, table.adId] })],
);

/** Proof of play: each finished play once (retries are deduplicated by the unique index). */
export const screenPlays = pgTable(
  'screen_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stationId: ownerStation(),
    adId: ownerAd(),
    startedAt: instant('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('screen_plays_dedup_idx').on(table.stationId, table.adId, table.startedAt),
    index('screen_plays_ad_time_idx').on(table.adId, table.startedAt),
    index('screen_plays_time_idx').on(table.startedAt),
  ],
);

/** Plays past the retention period, one row per station, ad and day (Tunisia). */
export const screenPlaysDaily = pgTable(
  'screen_plays_daily',
  {
    stationId: ownerStation(),
    adId: ownerAd(),
    day: date('day').notNull(),
    plays: integer('plays').notNull(),
    airtimeMs: bigint('airtime_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stationId, table.adId, table.day] }),
    index('screen_plays_daily_ad_idx').on(table.adId, table.day),
  ],
);
