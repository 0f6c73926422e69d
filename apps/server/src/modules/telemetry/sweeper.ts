import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationAlerts, stationLive, stations, stationTelemetry } from '../../db/schema';
import type { OpenedAlert } from './alert-mail';
import type { BusEvent } from './bus';
import { toLive } from './live';
import { dropTelemetryPartitionsBefore } from './partitions';

/**
 * Stations silent beyond the threshold: marked offline once (the conditional UPDATE lets only one
 * instance win), announced to browsers and given an 'offline' alert unless an incident is open.
 */
export async function sweepOffline(
  db: Db,
  offlineAfterS: number,
  now = new Date(),
): Promise<{ events: BusEvent[]; opened: OpenedAlert[] }> {
  const cutoff = new Date(now.getTime() - offlineAfterS * 1000);
  const silent = await db
    .update(stationLive)
    .set({ offlineSince: now })
    .where(and(lt(stationLive.lastSeenAt, cutoff), isNull(stationLive.offlineSince)))
    .returning();
  if (silent.length === 0) return { events: [], opened: [] };
  const ids = silent.map((row) => row.stationId);
  const owners = await db
    .select({ id: stations.id, reference: stations.reference, clientId: stations.clientId })
    .from(stations)
    .where(inArray(stations.id, ids));
  const byId = new Map(owners.map((row) => [row.id, row]));
  const incidents = silent
    // A station that said 'offline' itself is planned downtime, not an incident.
    .filter((row) => row.status !== 'offline')
    .map((row) => ({ stationId: row.stationId, kind: 'offline' as const, detail: null }));
  const inserted =
    incidents.length === 0
      ? []
      : await db
          .insert(stationAlerts)
          .values(incidents)
          .onConflictDoNothing()
          .returning({ id: stationAlerts.id, stationId: stationAlerts.stationId });
  const opened = inserted.flatMap((row) => {
    const station = byId.get(row.stationId);
    return station
      ? [
          {
            id: row.id,
            kind: 'offline' as const,
            detail: null,
            reference: station.reference,
            clientId: station.clientId,
          },
        ]
      : [];
  });
  const events = silent.flatMap((row) => {
    const station = byId.get(row.stationId);
    return station
      ? [
          {
            stationId: row.stationId,
            reference: station.reference,
            clientId: station.clientId,
            live: toLive(row, offlineAfterS, now.getTime()),
          },
        ]
      : [];
  });
  return { events, opened };
}

/** UTC midnight `retentionDays` ago: raw rows before it cover whole days only. */
export function retentionCutoff(retentionDays: number, now = new Date()): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - retentionDays),
  );
}

/**
 * Rolls raw telemetry older than the retention period into `station_telemetry_daily` and removes
 * it — dropping the daily partitions, deleting what sits in the DEFAULT one — in one transaction; the advisory lock keeps two instances from rolling the same rows.
 */
export async function rollUp(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(retentionDays, now);
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(7349212) as locked`,
    );
    const locked = (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return 0;
    await tx.execute(sql`
      insert into station_telemetry_daily
        (station_id, day, messages, sessions, fault_messages, ports_in_use_sum, ports_total_sum)
      select station_id, (received_at at time zone 'UTC')::date, count(*)::int,
             sum(sessions)::int, (count(*) filter (where status = 'fault'))::int,
             sum(ports_in_use)::int, sum(ports_total)::int
      from station_telemetry
      where received_at < ${cutoff}
      group by 1, 2
      on conflict (station_id, day) do update set
        messages = station_telemetry_daily.messages + excluded.messages,
        sessions = station_telemetry_daily.sessions + excluded.sessions,
        fault_messages = station_telemetry_daily.fault_messages + excluded.fault_messages,
        ports_in_use_sum = station_telemetry_daily.ports_in_use_sum + excluded.ports_in_use_sum,
        ports_total_sum = station_telemetry_daily.ports_total_sum + excluded.ports_total_sum`);
    // Whole days go with their partition; what is left (the DEFAULT partition) row by row.
    const dropped = await dropTelemetryPartitionsBefore(tx, cutoff);
    const deleted = await tx.execute<{ n: number }>(sql`
      with gone as (delete from ${stationTelemetry} where ${lt(stationTelemetry.receivedAt, cutoff)} returning 1)
      select count(*)::int as n from gone`);
    return dropped + ((deleted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  });
}
