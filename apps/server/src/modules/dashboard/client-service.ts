import type { PortalSummary } from '@app/contracts/portal';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { espaces, reclamations, stations } from '../../db/schema';
import { lastTwelveMonths } from '../../lib/months';

/** The signed-in client's dashboard figures: every query is scoped by the caller's id, which always comes from the token. */

/** Stations installed per month since `since` (`YYYY-MM`), for the fleet's line chart. */
async function stationsByMonth(db: Db, clientId: number, since: string) {
  const month = sql<string>`to_char(coalesce(${stations.dateInstallation}::timestamp, ${stations.createdAt}), 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count() })
    .from(stations)
    .where(and(eq(stations.clientId, clientId), sql`${month} >= ${since}`))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.n]));
}

export async function summary(db: Db, clientId: number): Promise<PortalSummary> {
  const months = lastTwelveMonths();
  const since = months[0]!;
  const [stationCount, espaceTotals, statusRows, stationMonths] = await Promise.all([
    db.select({ n: count() }).from(stations).where(eq(stations.clientId, clientId)),
    db
      .select({ n: count(), declared: sql<string>`coalesce(sum(${espaces.stations}), 0)` })
      .from(espaces)
      .where(eq(espaces.clientId, clientId)),
    db
      .select({ status: reclamations.status, n: count() })
      .from(reclamations)
      .where(eq(reclamations.clientId, clientId))
      .groupBy(reclamations.status),
    stationsByMonth(db, clientId, since),
  ]);
  const byStatus = { Answered: 0, Pending: 0, Problem: 0 };
  for (const row of statusRows) byStatus[row.status] = row.n;
  return {
    stations: stationCount[0]?.n ?? 0,
    espaces: espaceTotals[0]?.n ?? 0,
    declaredStations: Number(espaceTotals[0]?.declared ?? 0),
    reclamations: {
      total: byStatus.Answered + byStatus.Pending + byStatus.Problem,
      ...byStatus,
    },
    months: months.map((month) => ({ month, stations: stationMonths.get(month) ?? 0 })),
  };
}
