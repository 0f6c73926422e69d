import { addDays, companyToday } from '@app/contracts/sales';
import { tunisMidnight } from '@app/contracts/screens';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Midnight in Tunisia `retentionDays` ago: raw plays before it cover whole (Tunisian) days. */
function playsRetentionCutoff(retentionDays: number, now = new Date()): Date {
  return tunisMidnight(addDays(companyToday(now), -retentionDays));
}

/**
 * Rolls raw plays older than the retention period into `screen_plays_daily` (one row per station,
 * ad and day in Tunisia) and deletes them, in one transaction; the advisory lock keeps two
 * instances from rolling the same rows. Returns the number of raw plays rolled up.
 */
export async function rollUpPlays(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = playsRetentionCutoff(retentionDays, now);
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(7349213) as locked`,
    );
    const locked = (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return 0;
    await tx.execute(sql`
      insert into screen_plays_daily (station_id, ad_id, day, plays, airtime_ms)
      select station_id, ad_id, (started_at at time zone 'Africa/Tunis')::date, count(*)::int,
             sum(duration_ms)::bigint
      from screen_plays
      where started_at < ${cutoff}
      group by 1, 2, 3
      on conflict (station_id, ad_id, day) do update set
        plays = screen_plays_daily.plays + excluded.plays,
        airtime_ms = screen_plays_daily.airtime_ms + excluded.airtime_ms`);
    const deleted = await tx.execute<{ n: number }>(sql`
      with gone as (delete from screen_plays where started_at < ${cutoff} returning 1)
      select count(*)::int as n from gone`);
    return (deleted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  });
}
