import type {
  WorkOrder,
  WorkOrderCause,
  WorkOrderDetail,
  WorkOrderPatch,
  WorkOrderPriority,
  WorkOrderReportRow,
  WorkOrderStatus,
} from '@app/contracts/operations';
import { and, count, desc, eq, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  admins,
  espaces,
  reclamationsQr,
  stationAlerts,
  stations,
  workOrderNotes,
  workOrders,
} from '../../db/schema';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { addCaseReply, caseReplies } from '../reclamations/qr-cases';
import { workOrderCommands } from './commands';

/** Work orders (issue 32): opened, assigned, worked on, resolved, escalated past their deadline. */

export interface DeadlineMinutes {
  urgentMinutes: number;
  faultMinutes: number;
  staffMinutes: number;
}

const DEFAULT_PRIORITY: Record<WorkOrderCause, WorkOrderPriority> = {
  urgent: 'urgente',
  fault: 'haute',
  staff: 'normale',
};

/** The deadline of a new work order: urgent report 30 min, fault 4 h, staff 24 h by default. */
export function deadlineFor(cause: WorkOrderCause, minutes: DeadlineMinutes, now: Date): Date {
  const span =
    cause === 'urgent'
      ? minutes.urgentMinutes
      : cause === 'fault'
        ? minutes.faultMinutes
        : minutes.staffMinutes;
  return new Date(now.getTime() + span * 60_000);
}

/**
 * Which status may follow which: forward one step or more (a technician may start an unassigned
 * order, which assigns it to them), and back from résolu to en cours when it was closed too early.
 */
const ORDER: readonly WorkOrderStatus[] = ['ouvert', 'assigné', 'en cours', 'résolu'];
export function mayMove(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  if (from === to) return true;
  if (from === 'résolu') return to === 'en cours';
  return ORDER.indexOf(to) > ORDER.indexOf(from);
}

export interface OpenWorkOrder {
  stationId: number;
  cause: WorkOrderCause;
  description: string;
  priority?: WorkOrderPriority;
  assigneeId?: number | null;
  createdBy?: number | null;
  reclamationId?: number | null;
  alertId?: number | null;
}

/** Opens a work order; null when one already exists for the same alert or report. */
export async function openWorkOrder(
  db: Db,
  input: OpenWorkOrder,
  minutes: DeadlineMinutes,
  now = new Date(),
): Promise<number | null> {
  if (input.assigneeId) await assertStaff(db, input.assigneeId);
  const [station] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(eq(stations.id, input.stationId));
  if (!station) {
    throw badRequest('operations.stationUnknown', { stationId: 'operations.stationUnknown' });
  }
  const [row] = await db
    .insert(workOrders)
    .values({
      stationId: input.stationId,
      cause: input.cause,
      description: input.description,
      priority: input.priority ?? DEFAULT_PRIORITY[input.cause],
      status: input.assigneeId ? 'assigné' : 'ouvert',
      assigneeId: input.assigneeId ?? null,
      createdBy: input.createdBy ?? null,
      reclamationId: input.reclamationId ?? null,
      alertId: input.alertId ?? null,
      deadlineAt: deadlineFor(input.cause, minutes, now),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: workOrders.id });
  return row?.id ?? null;
}

/** A fault alert from telemetry opens a work order (once per alert, whichever instance saw it). */
export async function openForFaultAlert(
  db: Db,
  alertId: number,
  minutes: DeadlineMinutes,
  now = new Date(),
): Promise<number | null> {
  const [alert] = await db
    .select({ stationId: stationAlerts.stationId, detail: stationAlerts.detail })
    .from(stationAlerts)
    .where(eq(stationAlerts.id, alertId));
  if (!alert) return null;
  return openWorkOrder(
    db,
    {
      stationId: alert.stationId,
      cause: 'fault',
      description: alert.detail ? `Panne signalée : ${alert.detail}` : 'Panne signalée',
      alertId,
    },
    minutes,
    now,
  );
}

async function assertStaff(db: Db, id: number) {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
  if (!row)
    throw badRequest('operations.assigneeUnknown', { assigneeId: 'operations.assigneeUnknown' });
}

const assignee = alias(admins, 'assignee');

const orderColumns = {
  id: workOrders.id,
  stationId: workOrders.stationId,
  reference: stations.reference,
  espace: espaces.nom,
  ville: espaces.ville,
  cause: workOrders.cause,
  description: workOrders.description,
  priority: workOrders.priority,
  status: workOrders.status,
  deadlineAt: workOrders.deadlineAt,
  assigneeId: assignee.id,
  assigneePrenom: assignee.prenom,
  assigneeNom: assignee.nom,
  caseNumber: reclamationsQr.caseNumber,
  callbackPhone: reclamationsQr.telephone,
  reclamationId: workOrders.reclamationId,
  urgentKind: reclamationsQr.urgentKind,
  locker: reclamationsQr.locker,
  faultCode: stationAlerts.detail,
  createdAt: workOrders.createdAt,
  resolvedAt: workOrders.resolvedAt,
  escalatedAt: workOrders.escalatedAt,
};

const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(workOrders)
    .innerJoin(stations, eq(stations.id, workOrders.stationId))
    .leftJoin(espaces, eq(espaces.id, stations.espaceId))
    .leftJoin(assignee, eq(assignee.id, workOrders.assigneeId))
    .leftJoin(reclamationsQr, eq(reclamationsQr.id, workOrders.reclamationId))
    .leftJoin(stationAlerts, eq(stationAlerts.id, workOrders.alertId));

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toWorkOrder(row: OrderRow, now: Date): WorkOrder {
  const place = [row.espace, row.ville].filter(Boolean).join(', ');
  return {
    id: row.id,
    stationId: row.stationId,
    reference: row.reference,
    lieu: place || null,
    cause: row.cause,
    description: row.description,
    priority: row.priority,
    status: row.status,
    deadlineAt: row.deadlineAt.toISOString(),
    overdue:
      row.status === 'résolu'
        ? (row.resolvedAt?.getTime() ?? 0) > row.deadlineAt.getTime()
        : now.getTime() > row.deadlineAt.getTime(),
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: `${row.assigneePrenom} ${row.assigneeNom}` },
    caseNumber: row.caseNumber,
    callbackPhone: row.callbackPhone || null,
    urgentKind: row.urgentKind,
    locker: row.locker,
    faultCode: row.faultCode,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
  };
}

export interface WorkOrderFilters {
  status?: WorkOrderStatus | undefined;
  assignee?: number | 'me' | undefined;
  overdue?: boolean | undefined;
  stationId?: number | undefined;
  page: number;
  limit: number;
}

/**
 * Work orders, the most pressing first: open ones by deadline, then resolved ones newest first.
 * `overdue=true`: not resolved and past the deadline.
 */
export async function listWorkOrders(
  db: Db,
  filters: WorkOrderFilters,
  callerId: number,
  now = new Date(),
): Promise<{ items: WorkOrder[]; total: number }> {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(workOrders.status, filters.status));
  if (filters.assignee !== undefined) {
    where.push(eq(workOrders.assigneeId, filters.assignee === 'me' ? callerId : filters.assignee));
  }
  if (filters.stationId !== undefined) where.push(eq(workOrders.stationId, filters.stationId));
  if (filters.overdue === true) {
    where.push(ne(workOrders.status, 'résolu'), lte(workOrders.deadlineAt, now));
  } else if (filters.overdue === false) {
    where.push(
      sql`(${workOrders.status} = 'résolu' and ${workOrders.resolvedAt} <= ${workOrders.deadlineAt}) or (${workOrders.status} <> 'résolu' and ${workOrders.deadlineAt} > ${now})`,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const { rows, total } = await pageAndCount(
    filters,
    selectOrders(db)
      .where(condition)
      .orderBy(
        sql`case when ${workOrders.status} = 'résolu' then 1 else 0 end`,
        sql`case when ${workOrders.status} = 'résolu' then null else ${workOrders.deadlineAt} end`,
        desc(workOrders.resolvedAt),
        desc(workOrders.id),
      ),
    db.select({ total: count() }).from(workOrders).where(condition),
  );
  return { items: rows.map((row) => toWorkOrder(row, now)), total };
}

export async function workOrderDetail(
  db: Db,
  id: number,
  now = new Date(),
): Promise<WorkOrderDetail> {
  const row = await firstOrNotFound(selectOrders(db).where(eq(workOrders.id, id)));
  const [notes, commands, replies] = await Promise.all([
    db
      .select({
        id: workOrderNotes.id,
        text: workOrderNotes.text,
        photo: workOrderNotes.photo,
        createdAt: workOrderNotes.createdAt,
        authorId: admins.id,
        authorPrenom: admins.prenom,
        authorNom: admins.nom,
      })
      .from(workOrderNotes)
      .leftJoin(admins, eq(admins.id, workOrderNotes.authorId))
      .where(eq(workOrderNotes.workOrderId, id))
      .orderBy(workOrderNotes.createdAt, workOrderNotes.id),
    workOrderCommands(db, id),
    row.reclamationId === null ? [] : caseReplies(db, row.reclamationId),
  ]);
  return {
    ...toWorkOrder(row, now),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      photoUrl: note.photo ? `/uploads/${note.photo}` : null,
      author:
        note.authorId === null
          ? null
          : { id: note.authorId, name: `${note.authorPrenom} ${note.authorNom}` },
      createdAt: note.createdAt.toISOString(),
    })),
    commands,
    replies,
  };
}

/**
 * A reply to the visitor of the work order's report, from the work order (a technician has no
 * access to the QR complaints list): it shows on the visitor's follow-up page like any other.
 */
export async function replyToVisitor(
  db: Db,
  workOrderId: number,
  authorId: number,
  text: string,
): Promise<void> {
  const order = await firstOrNotFound(
    db
      .select({ reclamationId: workOrders.reclamationId })
      .from(workOrders)
      .where(eq(workOrders.id, workOrderId)),
  );
  if (order.reclamationId === null) {
    throw badRequest('operations.noVisitor', { text: 'operations.noVisitor' });
  }
  await addCaseReply(db, order.reclamationId, authorId, text);
}

/**
 * Applies a PATCH. Moving to `assigné` or `en cours` without an assignee gives the order to the
 * caller; resolving records when, and resolving an urgent report marks the visitor's case
 * resolved, which their follow-up page shows.
 */
export async function patchWorkOrder(
  db: Db,
  id: number,
  patch: Omit<WorkOrderPatch, 'status'> & { status?: WorkOrderStatus | undefined },
  callerId: number,
  now = new Date(),
): Promise<void> {
  if (patch.assigneeId) await assertStaff(db, patch.assigneeId);
  await db.transaction(async (tx) => {
    const current = await firstOrNotFound(
      tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update'),
    );
    const status = patch.status ?? current.status;
    if (!mayMove(current.status, status)) {
      throw badRequest('operations.transitionInvalid', { status: 'operations.transitionInvalid' });
    }
    let assigneeId = patch.assigneeId === undefined ? current.assigneeId : patch.assigneeId;
    // Giving an open order to someone assigns it.
    let next = status;
    if (patch.status === undefined && assigneeId !== null && current.status === 'ouvert') {
      next = 'assigné';
    }
    if ((next === 'assigné' || next === 'en cours') && assigneeId === null) assigneeId = callerId;
    if (next === 'ouvert' && assigneeId !== null && patch.assigneeId !== undefined)
      next = 'assigné';
    const resolvedNow = next === 'résolu' && current.status !== 'résolu';
    await tx
      .update(workOrders)
      .set({
        status: next,
        assigneeId,
        ...(patch.priority ? { priority: patch.priority } : {}),
        ...(patch.deadlineAt ? { deadlineAt: new Date(patch.deadlineAt), escalatedAt: null } : {}),
        ...(resolvedNow ? { resolvedAt: now } : {}),
        ...(next !== 'résolu' && current.status === 'résolu' ? { resolvedAt: null } : {}),
      })
      .where(eq(workOrders.id, id));
    if (current.reclamationId !== null && next !== current.status) {
      await tx
        .update(reclamationsQr)
        .set({
          statut: next === 'résolu' ? 'resolved' : next === 'ouvert' ? 'new' : 'in_progress',
          statusChangedAt: now,
        })
        .where(eq(reclamationsQr.id, current.reclamationId));
    }
  });
}

export async function addNote(
  db: Db,
  workOrderId: number,
  authorId: number,
  text: string,
  photo: string | null,
): Promise<void> {
  await firstOrNotFound(
    db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, workOrderId)),
  );
  await db.insert(workOrderNotes).values({ workOrderId, authorId, text, photo });
}

export interface OverdueOrder {
  id: number;
  reference: string;
  description: string;
  deadlineAt: Date;
  assigneeEmail: string | null;
}

/**
 * Work orders past their deadline and not resolved, escalated once: the conditional UPDATE lets
 * one instance's sweep win each order, so the e-mail goes out once however many instances run.
 */
export async function claimOverdue(db: Db, now = new Date()): Promise<OverdueOrder[]> {
  const claimed = await db
    .update(workOrders)
    .set({ escalatedAt: now })
    .where(
      and(
        ne(workOrders.status, 'résolu'),
        lte(workOrders.deadlineAt, now),
        isNull(workOrders.escalatedAt),
      ),
    )
    .returning({
      id: workOrders.id,
      stationId: workOrders.stationId,
      assigneeId: workOrders.assigneeId,
      description: workOrders.description,
      deadlineAt: workOrders.deadlineAt,
    });
  if (claimed.length === 0) return [];
  const details = await Promise.all(
    claimed.map(async (order) => {
      const [station] = await db
        .select({ reference: stations.reference })
        .from(stations)
        .where(eq(stations.id, order.stationId));
      const [person] = order.assigneeId
        ? await db
            .select({ email: admins.email })
            .from(admins)
            .where(eq(admins.id, order.assigneeId))
        : [];
      return {
        id: order.id,
        reference: station?.reference ?? String(order.stationId),
        description: order.description,
        deadlineAt: order.deadlineAt,
        assigneeEmail: person?.email ?? null,
      };
    }),
  );
  return details;
}

/**
 * The monthly report (Africa/Tunis months, UTC+1): work orders opened, resolved, the median and
 * mean time to resolve, and the share resolved within their deadline, over the last `months`.
 */
export async function monthlyReport(db: Db, months: number): Promise<WorkOrderReportRow[]> {
  const result = await db.execute<{
    month: string;
    opened: number;
    resolved: number;
    median: number | null;
    average: number | null;
    within: number | null;
  }>(sql`
    with months as (
      select to_char(generate_series(
        date_trunc('month', (now() at time zone 'Africa/Tunis')) - make_interval(months => ${months - 1}),
        date_trunc('month', (now() at time zone 'Africa/Tunis')),
        interval '1 month'), 'YYYY-MM') as month
    ),
    opened as (
      select to_char(created_at at time zone 'Africa/Tunis', 'YYYY-MM') as month, count(*)::int as n
      from ${workOrders} group by 1
    ),
    resolved as (
      select to_char(resolved_at at time zone 'Africa/Tunis', 'YYYY-MM') as month,
             count(*)::int as n,
             percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) / 60) as median,
             avg(extract(epoch from resolved_at - created_at) / 60) as average,
             avg(case when resolved_at <= deadline_at then 1.0 else 0.0 end) as within
      from ${workOrders} where status = 'résolu' and resolved_at is not null group by 1
    )
    select months.month, coalesce(opened.n, 0) as opened, coalesce(resolved.n, 0) as resolved,
           resolved.median::float8 as median, resolved.average::float8 as average,
           resolved.within::float8 as within
    from months left join opened using (month) left join resolved using (month)
    order by months.month desc`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const round = (value: number | null, digits: number) =>
    value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
  return rows.map((row) => ({
    month: String(row.month),
    opened: Number(row.opened),
    resolved: Number(row.resolved),
    medianMinutesToResolve: round(num(row.median), 1),
    averageMinutesToResolve: round(num(row.average), 1),
    withinDeadlineShare: round(num(row.within), 4),
  }));
}

/** Staff a work order may be given to. */
export async function assignableStaff(db: Db) {
  const rows = await db
    .select({ id: admins.id, prenom: admins.prenom, nom: admins.nom, role: admins.role })
    .from(admins)
    .orderBy(admins.prenom, admins.nom);
  return rows.map((row) => ({ id: row.id, name: `${row.prenom} ${row.nom}`, role: row.role }));
}
