import {
  COMMAND_STATUSES,
  COMMAND_TYPES,
  WORK_ORDER_CAUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '@app/contracts/operations';
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { instant } from './columns';
import { ownerStation } from './owner-columns';
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
    stationId: ownerStation(),
    cause: varchar('cause', { length: 16, enum: WORK_ORDER_CAUSES }).notNull(),
    description: text('description').notNull(),
    priority: varchar('priority', { length: 16, enum: WORK_ORDER_PRIORITIES }).notNull(),
    status: varchar('status', { length: 16, enum: WORK_ORDER_STATUSES })
      .notNull()
      .default('ouvert'),
    deadlineAt: instant('deadline_at').notNull(),
    assigneeId: integer('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    reclamationId: integer('reclamation_id').references(() => reclamationsQr.id, {
      onDelete: 'set null',
    }),
    alertId: integer('alert_id').references(() => stationAlerts.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
    escalatedAt: instant('escalated_at'),
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
    createdAt: instant('created_at').notNull().defaultNow(),
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
    stationId: ownerStation(),
    type: varchar('type', { length: 16, enum: COMMAND_TYPES }).notNull(),
    locker: integer('locker'),
    text: varchar('text', { length: 200 }),
    status: varchar('status', { length: 16, enum: COMMAND_STATUSES }).notNull().default('sent'),
    detail: varchar('detail', { length: 200 }),
    sentBy: integer('sent_by').references(() => admins.id, { onDelete: 'set null' }),
    workOrderId: integer('work_order_id').references(() => workOrders.id, {
      onDelete: 'set null',
    }),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    doneAt: instant('done_at'),
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
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('reclamation_qr_replies_case_idx').on(table.reclamationId)],
);
