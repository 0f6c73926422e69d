import {
  COMMAND_STATUSES,
  COMMAND_TYPES,
  WORK_ORDER_CAUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '@app/contracts/operations';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { stations } from './places';
import { reclamationsQr } from './support';
import { stationAlerts } from './telemetry';

/** Field operations (issue 32): remote commands and work orders. */

/**
 * Work orders: an urgent report, a fault alert or staff open one; it has a deadline, an owner and
 * the states ouvert → assigné → en cours → résolu. `escalated_at` is set once, by whichever
 * instance's sweep wins the conditional UPDATE.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    cause: varchar('cause', { length: 16, enum: WORK_ORDER_CAUSES }).notNull(),
    description: text('description').notNull(),
    priority: varchar('priority', { length: 16, enum: WORK_ORDER_PRIORITIES }).notNull(),
    status: varchar('status', { length: 16, enum: WORK_ORDER_STATUSES })
      .notNull()
      .default('ouvert'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    reclamationId: integer('reclamation_id').references(() => reclamationsQr.id, {
      onDelete: 'set null',
    }),
    alertId: integer('alert_id').references(() => stationAlerts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (table) => [
    index('work_orders_status_deadline_idx').on(table.status, table.deadlineAt),
    index('work_orders_assignee_idx').on(table.assigneeId),
    index('work_orders_station_idx').on(table.stationId),
    // One work order per fault alert, however many instances see it open.
    uniqueIndex('work_orders_alert_idx').on(table.alertId),
    uniqueIndex('work_orders_reclamation_idx').on(table.reclamationId),
  ],
);

export const workOrderNotes = pgTable(
  'work_order_notes',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => admins.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    photo: varchar('photo', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('work_order_notes_order_idx').on(table.workOrderId)],
);

/**
 * Commands sent down to a station, tracked to their acknowledgement. The id is random (it travels
 * in MQTT payloads); an acknowledgement counts only for a `sent` command of the station whose
 * topic it came on, within the timeout.
 */
export const stationCommands = pgTable(
  'station_commands',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16, enum: COMMAND_TYPES }).notNull(),
    locker: integer('locker'),
    text: varchar('text', { length: 200 }),
    status: varchar('status', { length: 16, enum: COMMAND_STATUSES }).notNull().default('sent'),
    detail: varchar('detail', { length: 200 }),
    sentBy: integer('sent_by').references(() => admins.id, { onDelete: 'set null' }),
    workOrderId: integer('work_order_id').references(() => workOrders.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('station_commands_station_idx').on(table.stationId, table.sentAt),
    index('station_commands_status_idx').on(table.status, table.expiresAt),
  ],
);

/** Staff replies to a QR case, shown to the visitor on the case's follow-up page. */
export const reclamationQrReplies = pgTable(
  'reclamation_qr_replies',
  {
    id: serial('id').primaryKey(),
    reclamationId: integer('reclamation_id')
      .notNull()
      .references(() => reclamationsQr.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => admins.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reclamation_qr_replies_case_idx').on(table.reclamationId)],
);
