import { ALERT_KINDS, TELEMETRY_STATUSES } from '@app/contracts/telemetry';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { ownerStation } from './owner-columns';
import { stations } from './places';

/** Connected stations: MQTT credentials, the last reported state, raw telemetry and alerts. */

/** One live password per station: issuing a new one replaces (revokes) the previous hash. */
export const stationCredentials = pgTable('station_credentials', {
  stationId: integer('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  issuedAt: instant('issued_at').notNull().defaultNow(),
});

/** The last message of each station; `online` is derived from `last_seen_at` at read time. */
export const stationLive = pgTable('station_live', {
  stationId: integer('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20, enum: TELEMETRY_STATUSES }).notNull(),
  portsInUse: integer('ports_in_use').notNull(),
  portsTotal: integer('ports_total').notNull(),
  fault: varchar('fault', { length: 200 }),
  lastSeenAt: instant('last_seen_at').notNull(),
  /** Set once by the sweeper when the silence passes the threshold; a message clears it. */
  offlineSince: instant('offline_since'),
});

/**
 * Raw messages, kept for the retention period, then rolled up into `station_telemetry_daily`.
 * Partitioned by UTC day (hand-written in the migration; partitions made by telemetry/partitions.ts),
 * so retention drops whole partitions: the key includes `received_at`, as partitioning requires.
 */
export const stationTelemetry = pgTable(
  'station_telemetry',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    stationId: ownerStation(),
    receivedAt: instant('received_at').notNull(),
    status: varchar('status', { length: 20, enum: TELEMETRY_STATUSES }).notNull(),
    portsInUse: integer('ports_in_use').notNull(),
    portsTotal: integer('ports_total').notNull(),
    sessions: integer('sessions').notNull(),
    fault: varchar('fault', { length: 200 }),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.receivedAt] }),
    index('station_telemetry_station_time_idx').on(table.stationId, table.receivedAt),
    index('station_telemetry_time_idx').on(table.receivedAt),
  ],
);

/** One row per station and UTC day once its raw messages are past the retention period. */
export const stationTelemetryDaily = pgTable(
  'station_telemetry_daily',
  {
    stationId: ownerStation(),
    day: date('day').notNull(),
    messages: integer('messages').notNull(),
    sessions: integer('sessions').notNull(),
    faultMessages: integer('fault_messages').notNull(),
    /** Sums over the messages, so the usage rate is sum(in use) / sum(total). */
    portsInUseSum: integer('ports_in_use_sum').notNull(),
    portsTotalSum: integer('ports_total_sum').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stationId, table.day] })],
);

/** An incident: opened by a fault or a silence beyond the threshold, closed by recovery. */
export const stationAlerts = pgTable(
  'station_alerts',
  {
    id: serial('id').primaryKey(),
    stationId: ownerStation(),
    kind: varchar('kind', { length: 20, enum: ALERT_KINDS }).notNull(),
    detail: varchar('detail', { length: 200 }),
    openedAt: instant('opened_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    mailedAt: instant('mailed_at'),
  },
  (table) => [
    // At most one open incident per station: concurrent instances cannot open (and mail) twice.
    uniqueIndex('station_alerts_open_idx')
      .on(table.stationId)
      .where(sql`${table.closedAt} is null`),
    index('station_alerts_opened_idx').on(table.openedAt),
  ],
);
