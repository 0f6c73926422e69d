import type {
  ClientUsage,
  Fleet,
  FleetFilter,
  StationAlert,
  StationTelemetryDetail,
} from '@app/contracts/telemetry';
import { FLEET_LIMIT } from '@app/contracts/telemetry';
import { and, desc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clients,
  espaces,
  stationAlerts,
  stationCredentials,
  stationLive,
  stations,
  stationTelemetry,
  stationTelemetryDaily,
} from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { NEVER_SEEN, toLive } from './live';

const RECENT_MESSAGES = 50;
const RECENT_ALERTS = 20;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const alertColumns = {
  id: stationAlerts.id,
  stationId: stationAlerts.stationId,
  reference: stations.reference,
  kind: stationAlerts.kind,
  detail: stationAlerts.detail,
  openedAt: stationAlerts.openedAt,
  closedAt: stationAlerts.closedAt,
  mailedAt: stationAlerts.mailedAt,
};

function toAlert(row: {
  id: number;
  stationId: number;
  reference: string;
  kind: 'fault' | 'offline';
  detail: string | null;
  openedAt: Date;
  closedAt: Date | null;
  mailedAt: Date | null;
}): StationAlert {
  return {
    ...row,
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    mailedAt: iso(row.mailedAt),
  };
}

/** A station's live state, as the station page and the fleet map show it. */
const liveColumns = {
  status: stationLive.status,
  portsInUse: stationLive.portsInUse,
  portsTotal: stationLive.portsTotal,
  lastSeenAt: stationLive.lastSeenAt,
};

/**
 * The station page: live state, last messages, incidents. `clientId` scopes it to a client's own
 * station (404 otherwise, so another client's station is indistinguishable from a missing one).
 */
export async function stationDetail(
  db: Db,
  stationId: number,
  offlineAfterS: number,
  clientId?: number,
): Promise<StationTelemetryDetail> {
  const where =
    clientId === undefined
      ? eq(stations.id, stationId)
      : and(eq(stations.id, stationId), eq(stations.clientId, clientId));
  const lookup = db
    .select({
      id: stations.id,
      reference: stations.reference,
      issuedAt: stationCredentials.issuedAt,
      ...liveColumns,
    })
    .from(stations)
    .leftJoin(stationCredentials, eq(stationCredentials.stationId, stations.id))
    .leftJoin(stationLive, eq(stationLive.stationId, stations.id))
    .where(where);
  const station = await firstOrNotFound(lookup);
  const [recent, alerts] = await Promise.all([
    db
      .select()
      .from(stationTelemetry)
      .where(eq(stationTelemetry.stationId, stationId))
      .orderBy(desc(stationTelemetry.receivedAt), desc(stationTelemetry.id))
      .limit(RECENT_MESSAGES),
    db
      .select(alertColumns)
      .from(stationAlerts)
      .innerJoin(stations, eq(stations.id, stationAlerts.stationId))
      .where(eq(stationAlerts.stationId, stationId))
      .orderBy(desc(stationAlerts.openedAt), desc(stationAlerts.id))
      .limit(RECENT_ALERTS),
  ]);
  return {
    id: station.id,
    reference: station.reference,
    credentialsIssuedAt: iso(station.issuedAt),
    live:
      station.status && station.lastSeenAt
        ? toLive(
            {
              status: station.status,
              portsInUse: station.portsInUse ?? 0,
              portsTotal: station.portsTotal ?? 0,
              lastSeenAt: station.lastSeenAt,
            },
            offlineAfterS,
          )
        : NEVER_SEEN,
    recent: recent.map((row) => ({
      receivedAt: row.receivedAt.toISOString(),
      status: row.status,
      portsInUse: row.portsInUse,
      portsTotal: row.portsTotal,
      sessions: row.sessions,
      fault: row.fault,
    })),
    alerts: alerts.map(toAlert),
  };
}

/** Back-office alerts, newest first; `open` filters open or closed incidents. */
export async function listAlerts(
  db: Db,
  query: { page: number; limit: number; open?: 'true' | 'false' },
): Promise<{ items: StationAlert[]; total: number }> {
  const where =
    query.open === 'true'
      ? isNull(stationAlerts.closedAt)
      : query.open === 'false'
        ? isNotNull(stationAlerts.closedAt)
        : undefined;
  const { rows, total } = await pageAndCount(
    query,
    db
      .select(alertColumns)
      .from(stationAlerts)
      .innerJoin(stations, eq(stations.id, stationAlerts.stationId))
      .where(where)
      .orderBy(desc(stationAlerts.openedAt), desc(stationAlerts.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(stationAlerts).where(where),
  );
  return { items: rows.map(toAlert), total };
}

/**
 * The fleet map: every station (up to FLEET_LIMIT) with its live state and where it stands,
 * filtered in SQL by the derived state, plus the counts of the whole fleet.
 */
export async function fleet(db: Db, filter: FleetFilter, offlineAfterS: number): Promise<Fleet> {
  const cutoff = new Date(Date.now() - offlineAfterS * 1000);
  const online = sql`(${stationLive.lastSeenAt} >= ${cutoff} and ${stationLive.status} <> 'offline')`;
  const filters: Record<FleetFilter, SQL | undefined> = {
    all: undefined,
    online,
    offline: sql`not coalesce(${online}, false)`,
    fault: sql`(${online} and ${stationLive.status} = 'fault')`,
    charging: sql`(${online} and ${stationLive.status} = 'charging')`,
  };
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: stations.id,
        reference: stations.reference,
        espacePublic: espaces.nom,
        gouvernorat: espaces.gouvernorat,
        ville: espaces.ville,
        client: clients.companyName,
        ...liveColumns,
      })
      .from(stations)
      .leftJoin(stationLive, eq(stationLive.stationId, stations.id))
      .leftJoin(espaces, eq(espaces.id, stations.espaceId))
      .leftJoin(clients, eq(clients.id, stations.clientId))
      .where(filters[filter])
      .orderBy(stations.reference)
      .limit(FLEET_LIMIT),
    db
      .select({
        total: sql<number>`count(*)::int`,
        online: sql<number>`(count(*) filter (where ${online}))::int`,
        fault: sql<number>`(count(*) filter (where ${online} and ${stationLive.status} = 'fault'))::int`,
        charging: sql<number>`(count(*) filter (where ${online} and ${stationLive.status} = 'charging'))::int`,
      })
      .from(stations)
      .leftJoin(stationLive, eq(stationLive.stationId, stations.id)),
  ]);
  const now = Date.now();
  return {
    counts: {
      total: counts?.total ?? 0,
      online: counts?.online ?? 0,
      offline: (counts?.total ?? 0) - (counts?.online ?? 0),
      fault: counts?.fault ?? 0,
      charging: counts?.charging ?? 0,
    },
    stations: rows.map(({ status, portsInUse, portsTotal, lastSeenAt, ...row }) => ({
      ...row,
      live:
        status && lastSeenAt
          ? toLive(
              { status, portsInUse: portsInUse ?? 0, portsTotal: portsTotal ?? 0, lastSeenAt },
              offlineAfterS,
              now,
            )
          : NEVER_SEEN,
    })),
  };
}

/**
 * The client dashboard's real figures: sessions per month (raw messages within the retention
 * period plus the daily aggregates before it), the usage rate of the last 30 days, stations
 * online now.
 */
export async function clientUsage(
  db: Db,
  clientId: number,
  months: string[],
  offlineAfterS: number,
): Promise<ClientUsage> {
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const thirtyDaysAgo = new Date(Date.now() - 30 * 86_400_000);
  const cutoff = new Date(Date.now() - offlineAfterS * 1000);
  const own = eq(stations.clientId, clientId);
  const rawMonth = sql<string>`to_char(${stationTelemetry.receivedAt} at time zone 'UTC', 'YYYY-MM')`;
  const dailyMonth = sql<string>`to_char(${stationTelemetryDaily.day}, 'YYYY-MM')`;
  const [rawMonths, dailyMonths, rawUsage, dailyUsage, [onlineNow]] = await Promise.all([
    db
      .select({ month: rawMonth, sessions: sql<number>`sum(${stationTelemetry.sessions})::int` })
      .from(stationTelemetry)
      .innerJoin(stations, eq(stations.id, stationTelemetry.stationId))
      .where(and(own, gte(stationTelemetry.receivedAt, since)))
      .groupBy(rawMonth),
    db
      .select({
        month: dailyMonth,
        sessions: sql<number>`sum(${stationTelemetryDaily.sessions})::int`,
      })
      .from(stationTelemetryDaily)
      .innerJoin(stations, eq(stations.id, stationTelemetryDaily.stationId))
      .where(and(own, gte(stationTelemetryDaily.day, since.toISOString().slice(0, 10))))
      .groupBy(dailyMonth),
    db
      .select({
        inUse: sql<number>`coalesce(sum(${stationTelemetry.portsInUse}), 0)::float8`,
        total: sql<number>`coalesce(sum(${stationTelemetry.portsTotal}), 0)::float8`,
        sessions: sql<number>`coalesce(sum(${stationTelemetry.sessions}), 0)::int`,
      })
      .from(stationTelemetry)
      .innerJoin(stations, eq(stations.id, stationTelemetry.stationId))
      .where(and(own, gte(stationTelemetry.receivedAt, thirtyDaysAgo))),
    db
      .select({
        inUse: sql<number>`coalesce(sum(${stationTelemetryDaily.portsInUseSum}), 0)::float8`,
        total: sql<number>`coalesce(sum(${stationTelemetryDaily.portsTotalSum}), 0)::float8`,
        sessions: sql<number>`coalesce(sum(${stationTelemetryDaily.sessions}), 0)::int`,
      })
      .from(stationTelemetryDaily)
      .innerJoin(stations, eq(stations.id, stationTelemetryDaily.stationId))
      .where(and(own, gte(stationTelemetryDaily.day, thirtyDaysAgo.toISOString().slice(0, 10)))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stationLive)
      .innerJoin(stations, eq(stations.id, stationLive.stationId))
      .where(
        and(own, gte(stationLive.lastSeenAt, cutoff), sql`${stationLive.status} <> 'offline'`),
      ),
  ]);
  const byMonth = new Map<string, number>();
  for (const row of [...rawMonths, ...dailyMonths]) {
    byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + Number(row.sessions));
  }
  const inUse = Number(rawUsage[0]?.inUse ?? 0) + Number(dailyUsage[0]?.inUse ?? 0);
  const total = Number(rawUsage[0]?.total ?? 0) + Number(dailyUsage[0]?.total ?? 0);
  return {
    onlineNow: onlineNow?.n ?? 0,
    usageRate: total > 0 ? inUse / total : null,
    sessionsLast30Days: Number(rawUsage[0]?.sessions ?? 0) + Number(dailyUsage[0]?.sessions ?? 0),
    sessionsByMonth: months.map((month) => ({ month, sessions: byMonth.get(month) ?? 0 })),
  };
}
