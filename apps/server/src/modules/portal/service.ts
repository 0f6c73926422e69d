import type { ListQuery } from '@app/contracts';
import type {
  ClientEspace,
  ClientReclamation,
  ClientStation,
  clientEspaceInputSchema,
  clientReclamationInputSchema,
  clientStationInputSchema,
  PortalNotification,
  PortalSummary,
} from '@app/contracts/portal';
import { and, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { espaces, reclamations, stations } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { likeAnywhere, offsetOf } from './list-query';

/** Every query here is scoped by the caller's id, which always comes from the token. */

const iso = (value: Date) => value.toISOString();

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// --- stations ----------------------------------------------------------------------------------

export async function listStations(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(stations.clientId, clientId)];
  if (query.q) {
    const pattern = likeAnywhere(query.q);
    filters.push(
      or(
        ilike(stations.reference, pattern),
        ilike(stations.adresse, pattern),
        ilike(espaces.nom, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stations.id,
        reference: stations.reference,
        espace: espaces.nom,
        espace_id: stations.espaceId,
        adresse: stations.adresse,
        date_installation: stations.dateInstallation,
        created_at: stations.createdAt,
      })
      .from(stations)
      .leftJoin(espaces, eq(espaces.id, stations.espaceId))
      .where(where)
      .orderBy(desc(stations.createdAt), desc(stations.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db
      .select({ n: count() })
      .from(stations)
      .leftJoin(espaces, eq(espaces.id, stations.espaceId))
      .where(where),
  ]);
  const items: ClientStation[] = rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
  return { items, total: total?.n ?? 0 };
}

export async function createStation(
  db: Db,
  clientId: number,
  input: z.output<typeof clientStationInputSchema>,
): Promise<ClientStation> {
  const [espace] = await db
    .select({ id: espaces.id, nom: espaces.nom })
    .from(espaces)
    .where(and(eq(espaces.id, input.espace), eq(espaces.clientId, clientId)));
  if (!espace) {
    throw badRequest('portal.station.espaceNotYours', { espace: 'portal.station.espaceNotYours' });
  }
  try {
    const [row] = await db
      .insert(stations)
      .values({
        reference: input.reference,
        espaceId: espace.id,
        clientId,
        adresse: input.adresse,
        dateInstallation: input.date_installation,
        status: 'rented',
      })
      .returning();
    return {
      id: row!.id,
      reference: row!.reference,
      espace: espace.nom,
      espace_id: espace.id,
      adresse: row!.adresse,
      date_installation: row!.dateInstallation,
      created_at: iso(row!.createdAt),
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('portal.station.referenceTaken', {
        reference: 'portal.station.referenceTaken',
      });
    }
    throw error;
  }
}

// --- spaces ------------------------------------------------------------------------------------

export async function listEspaces(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(espaces.clientId, clientId)];
  if (query.q) {
    const pattern = likeAnywhere(query.q);
    filters.push(
      or(
        ilike(espaces.nom, pattern),
        ilike(espaces.ville, pattern),
        ilike(espaces.gouvernorat, pattern),
        ilike(espaces.activite, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(espaces)
      .where(where)
      .orderBy(desc(espaces.createdAt), desc(espaces.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(espaces).where(where),
  ]);
  return { items: rows.map(toClientEspace), total: total?.n ?? 0 };
}

function toClientEspace(row: typeof espaces.$inferSelect): ClientEspace {
  return {
    id: row.id,
    nom: row.nom,
    ville: row.ville,
    gouvernorat: row.gouvernorat,
    activite: row.activite,
    stations: row.stations,
    created_at: iso(row.createdAt),
  };
}

export async function createEspace(
  db: Db,
  clientId: number,
  input: z.output<typeof clientEspaceInputSchema>,
): Promise<ClientEspace> {
  const [row] = await db
    .insert(espaces)
    .values({ ...input, clientId })
    .returning();
  return toClientEspace(row!);
}

// --- reclamations ------------------------------------------------------------------------------

function toClientReclamation(row: typeof reclamations.$inferSelect): ClientReclamation {
  return {
    id: row.id,
    date: iso(row.createdAt),
    categorie: row.categorie,
    description: row.description,
    status: row.status,
    reponse: row.reponse,
  };
}

export async function listReclamations(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(reclamations.clientId, clientId)];
  if (query.q) {
    const pattern = likeAnywhere(query.q);
    filters.push(
      or(
        ilike(reclamations.categorie, pattern),
        ilike(reclamations.description, pattern),
        ilike(reclamations.status, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reclamations)
      .where(where)
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(reclamations).where(where),
  ]);
  return { items: rows.map(toClientReclamation), total: total?.n ?? 0 };
}

export async function createReclamation(
  db: Db,
  clientId: number,
  input: z.output<typeof clientReclamationInputSchema>,
): Promise<ClientReclamation> {
  const [row] = await db
    .insert(reclamations)
    .values({ ...input, clientId })
    .returning();
  return toClientReclamation(row!);
}

/** The header bell: reclamations staff answered or moved out of 'Problem', newest change first. */
export async function listNotifications(db: Db, clientId: number): Promise<PortalNotification[]> {
  const rows = await db
    .select()
    .from(reclamations)
    .where(
      and(
        eq(reclamations.clientId, clientId),
        or(ne(reclamations.status, 'Problem'), isNotNull(reclamations.reponse)),
      ),
    )
    .orderBy(desc(reclamations.updatedAt), desc(reclamations.id))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    categorie: row.categorie,
    status: row.status,
    answered: row.reponse !== null,
    updated_at: iso(row.updatedAt),
  }));
}

// --- dashboard ---------------------------------------------------------------------------------

/** `YYYY-MM` of the last 12 months, oldest first. */
export function lastTwelveMonths(now: Date = new Date()): string[] {
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

async function countByMonth(
  db: Db,
  monthExpr: SQL<string>,
  table: 'stations' | 'espaces' | 'reclamations',
  clientId: number,
  since: string,
) {
  const source = { stations, espaces, reclamations }[table];
  const rows = await db
    .select({ month: monthExpr, n: count() })
    .from(source)
    .where(and(eq(source.clientId, clientId), sql`${monthExpr} >= ${since}`))
    .groupBy(monthExpr);
  return new Map(rows.map((row) => [row.month, row.n]));
}

export async function summary(db: Db, clientId: number): Promise<PortalSummary> {
  const months = lastTwelveMonths();
  const since = months[0]!;
  const stationMonth = sql<string>`to_char(coalesce(${stations.dateInstallation}::timestamp, ${stations.createdAt}), 'YYYY-MM')`;
  const espaceMonth = sql<string>`to_char(${espaces.createdAt}, 'YYYY-MM')`;
  const reclamationMonth = sql<string>`to_char(${reclamations.createdAt}, 'YYYY-MM')`;
  const [stationCount, espaceTotals, statusRows, stationMonths, espaceMonths, reclamationMonths] =
    await Promise.all([
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
      countByMonth(db, stationMonth, 'stations', clientId, since),
      countByMonth(db, espaceMonth, 'espaces', clientId, since),
      countByMonth(db, reclamationMonth, 'reclamations', clientId, since),
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
    months: months.map((month) => ({
      month,
      stations: stationMonths.get(month) ?? 0,
      espaces: espaceMonths.get(month) ?? 0,
      reclamations: reclamationMonths.get(month) ?? 0,
    })),
  };
}
