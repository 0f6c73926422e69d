import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Daily partitions of `station_telemetry` (PostgreSQL and PGlite alike; the table is made
 * partitioned by the migration, with a DEFAULT partition for any day without its own). Partition
 * `station_telemetry_pYYYYMMDD` holds [that UTC day, the next), so retention drops whole days.
 */

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(Math.floor(time / DAY_MS) * DAY_MS);
const partitionName = (day: Date) =>
  `station_telemetry_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;

/**
 * Makes the partitions of yesterday through `daysAhead` days from now. A day whose rows already
 * sit in the DEFAULT partition (just after the migration) keeps them there: PostgreSQL refuses a
 * partition that would take rows from DEFAULT, and that day simply has none of its own.
 */
export async function ensureTelemetryPartitions(db: Db, now = new Date(), daysAhead = 3) {
  const made: string[] = [];
  for (let offset = -1; offset <= daysAhead; offset++) {
    const day = utcDay(now.getTime() + offset * DAY_MS);
    const next = new Date(day.getTime() + DAY_MS);
    const name = partitionName(day);
    try {
      await db.execute(
        sql.raw(
          `create table if not exists "${name}" partition of station_telemetry ` +
            `for values from ('${day.toISOString()}') to ('${next.toISOString()}')`,
        ),
      );
      made.push(name);
    } catch {
      // Rows of that day in DEFAULT, or another instance made it at the same moment.
    }
  }
  return made;
}

/**
 * Drops the daily partitions entirely before `cutoff` (a UTC midnight); returns how many rows they
 * held. Run inside the roll-up's transaction, after their rows were aggregated.
 */
export async function dropTelemetryPartitionsBefore(tx: Pick<Db, 'execute'>, cutoff: Date) {
  const result = await tx.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'station_telemetry' and c.relname ~ '^station_telemetry_p[0-9]{8}$'`);
  const names = (result as unknown as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => name < partitionName(cutoff));
  let rows = 0;
  for (const name of names) {
    const counted = await tx.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    rows += (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    await tx.execute(sql.raw(`drop table "${name}"`));
  }
  return rows;
}
