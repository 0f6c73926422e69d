import { randomUUID } from 'node:crypto';
import {
  ACK_MAX_BYTES,
  type CommandMessage,
  commandAckSchema,
  type StationCommand,
  type StationCommandBody,
} from '@app/contracts/operations';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, stationCommands, stations, workOrders } from '../../db/schema';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { mqttStation } from '../telemetry/credentials';

/** Remote commands (issue 32): stored, published, acknowledged or timed out. */

export interface PreparedCommand {
  id: string;
  stationId: number;
  reference: string;
  message: CommandMessage;
}

/**
 * Stores a command as `sent` and returns what to publish. The expiry is the timeout: the command
 * is neither delivered nor acknowledged after it (commandsForward, acknowledge).
 */
export async function storeCommand(
  db: Db,
  stationId: number,
  body: StationCommandBody,
  sentBy: number,
  timeoutS: number,
  now = new Date(),
): Promise<PreparedCommand> {
  // The station reference is a topic level: the same rule as its MQTT username.
  const station = await mqttStation(db, stationId);
  if (body.workOrderId !== undefined) {
    const [order] = await db
      .select({ stationId: workOrders.stationId })
      .from(workOrders)
      .where(eq(workOrders.id, body.workOrderId));
    if (!order || order.stationId !== stationId) {
      throw badRequest('operations.workOrderOtherStation', {
        workOrderId: 'operations.workOrderOtherStation',
      });
    }
  }
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + timeoutS * 1000);
  await db.insert(stationCommands).values({
    id,
    stationId,
    type: body.type,
    locker: body.type === 'unlock' ? body.locker : null,
    text: body.type === 'message' ? body.text : null,
    sentBy,
    workOrderId: body.workOrderId ?? null,
    sentAt: now,
    expiresAt,
  });
  const message: CommandMessage = {
    id,
    type: body.type,
    ...(body.type === 'unlock' ? { locker: body.locker } : {}),
    ...(body.type === 'message' ? { text: body.text } : {}),
    expiresAt: expiresAt.toISOString(),
  };
  return { id, stationId, reference: station.reference, message };
}

/** A command the broker could not take: failed at once, with the reason. */
export async function failCommand(db: Db, id: string, detail: string, now = new Date()) {
  await db
    .update(stationCommands)
    .set({ status: 'failed', detail: detail.slice(0, 200), doneAt: now })
    .where(and(eq(stationCommands.id, id), eq(stationCommands.status, 'sent')));
}

export type AckOutcome =
  | { kind: 'applied'; id: string; stationId: number; ok: boolean }
  | { kind: 'ignored'; reason: 'tooLarge' | 'unreadable' | 'unknown' };

/**
 * A station's acknowledgement, from `stations/<reference>/acks`. It counts only for a command of
 * that same station still `sent` and not expired: an ack naming another station's command id, a
 * second ack, or one after the timeout changes nothing (one conditional UPDATE, so two instances
 * receiving the same ack cannot both apply it).
 */
export async function acknowledge(
  db: Db,
  reference: string,
  payload: Buffer,
  now = new Date(),
): Promise<AckOutcome> {
  if (payload.length > ACK_MAX_BYTES) return { kind: 'ignored', reason: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.toString('utf8'));
  } catch {
    return { kind: 'ignored', reason: 'unreadable' };
  }
  const ack = commandAckSchema.safeParse(parsed);
  if (!ack.success) return { kind: 'ignored', reason: 'unreadable' };
  const { id, ok, detail } = ack.data;
  const [row] = await db
    .update(stationCommands)
    .set({ status: ok ? 'done' : 'failed', detail: detail ?? null, doneAt: now })
    .where(
      and(
        eq(stationCommands.id, id),
        eq(stationCommands.status, 'sent'),
        gt(stationCommands.expiresAt, now),
        eq(
          stationCommands.stationId,
          sql`(select ${stations.id} from ${stations} where ${stations.reference} = ${reference})`,
        ),
      ),
    )
    .returning({ id: stationCommands.id, stationId: stationCommands.stationId });
  return row
    ? { kind: 'applied', id: row.id, stationId: row.stationId, ok }
    : { kind: 'ignored', reason: 'unknown' };
}

/**
 * Commands unanswered past their expiry become `timeout`. A conditional UPDATE on the database, so
 * any number of instances may run it on their timers: each command times out once.
 */
export async function sweepCommandTimeouts(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(stationCommands)
    .set({ status: 'timeout', doneAt: sql`${stationCommands.expiresAt}` })
    .where(and(eq(stationCommands.status, 'sent'), lte(stationCommands.expiresAt, now)))
    .returning({ id: stationCommands.id });
  return rows.length;
}

const commandColumns = {
  id: stationCommands.id,
  type: stationCommands.type,
  status: stationCommands.status,
  locker: stationCommands.locker,
  text: stationCommands.text,
  detail: stationCommands.detail,
  sentAt: stationCommands.sentAt,
  doneAt: stationCommands.doneAt,
  workOrderId: stationCommands.workOrderId,
  byId: admins.id,
  byPrenom: admins.prenom,
  byNom: admins.nom,
};

type CommandRow = {
  id: string;
  type: StationCommand['type'];
  status: StationCommand['status'];
  locker: number | null;
  text: string | null;
  detail: string | null;
  sentAt: Date;
  doneAt: Date | null;
  workOrderId: number | null;
  byId: number | null;
  byPrenom: string | null;
  byNom: string | null;
};

const toCommand = (row: CommandRow): StationCommand => ({
  id: row.id,
  type: row.type,
  status: row.status,
  locker: row.locker,
  text: row.text,
  detail: row.detail,
  sentAt: row.sentAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  by: row.byId === null ? null : { id: row.byId, name: `${row.byPrenom} ${row.byNom}` },
  workOrderId: row.workOrderId,
});

/** A station's commands, newest first. */
export async function listStationCommands(
  db: Db,
  stationId: number,
  page: number,
  limit: number,
): Promise<{ items: StationCommand[]; total: number }> {
  await firstOrNotFound(
    db.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId)),
  );
  const { rows, total } = await pageAndCount(
    { page, limit },
    db
      .select(commandColumns)
      .from(stationCommands)
      .leftJoin(admins, eq(admins.id, stationCommands.sentBy))
      .where(eq(stationCommands.stationId, stationId))
      .orderBy(desc(stationCommands.sentAt), desc(stationCommands.id)),
    db
      .select({ total: count() })
      .from(stationCommands)
      .where(eq(stationCommands.stationId, stationId)),
  );
  return { items: rows.map(toCommand), total };
}

/** The commands sent for a work order, newest first. */
export async function workOrderCommands(db: Db, workOrderId: number): Promise<StationCommand[]> {
  const rows = await db
    .select(commandColumns)
    .from(stationCommands)
    .leftJoin(admins, eq(admins.id, stationCommands.sentBy))
    .where(eq(stationCommands.workOrderId, workOrderId))
    .orderBy(desc(stationCommands.sentAt));
  return rows.map(toCommand);
}
