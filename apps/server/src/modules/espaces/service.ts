import type { AdminEspace, espaceInputSchema } from '@app/contracts/places';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, espaces, lockers } from '../../db/schema';
import { deleteAudited } from '../../lib/audit';
import { badRequest, conflict, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';

/** Staff management of public spaces: every venue, whichever client it belongs to. */

type EspaceData = z.output<typeof espaceInputSchema>;

/**
 * Stations placed in the space. Written with explicit qualifiers: drizzle leaves columns unqualified
 * in single-table selects, which would make `id` resolve to the subquery's own table.
 */
export const espaceStationCount = sql<number>`(select count(*)::int from stations as placed where placed.espace_id = "espaces"."id")`;

const espaceColumns = {
  id: espaces.id,
  nom: espaces.nom,
  gouvernorat: espaces.gouvernorat,
  ville: espaces.ville,
  activite: espaces.activite,
  clientId: espaces.clientId,
  client: clients.companyName,
  stationCount: espaceStationCount,
};

function searchFilter(q: string | undefined): SQL | undefined {
  return anyColumnContains(q, [
    espaces.nom,
    espaces.ville,
    espaces.gouvernorat,
    espaces.activite,
    clients.companyName,
  ]);
}

function baseQuery(db: Db, q: string | undefined) {
  return db
    .select(espaceColumns)
    .from(espaces)
    .leftJoin(clients, eq(clients.id, espaces.clientId))
    .where(searchFilter(q))
    .orderBy(desc(espaces.id));
}

export async function listEspaces(
  db: Db,
  query: { q?: string; page: number; limit: number },
): Promise<{ items: AdminEspace[]; total: number }> {
  const { rows: items, total } = await pageAndCount(
    query,
    baseQuery(db, query.q),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(espaces)
      .leftJoin(clients, eq(clients.id, espaces.clientId))
      .where(searchFilter(query.q)),
  );
  return { items, total };
}

export function exportEspaces(db: Db, q: string | undefined, max: number) {
  return baseQuery(db, q).limit(max);
}

async function findEspace(db: Db, id: number): Promise<AdminEspace> {
  const row = await firstOrNotFound(
    db
      .select(espaceColumns)
      .from(espaces)
      .leftJoin(clients, eq(clients.id, espaces.clientId))
      .where(eq(espaces.id, id)),
  );
  return row;
}

/** A space (or station) can only be attached to an active client. */
export async function assertActiveClient(db: Db, clientId: number | null) {
  if (clientId === null) return;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.status, 'active')));
  if (!row) throw badRequest('places.clientNotFound', { clientId: 'places.clientNotFound' });
}

/** A station or locker is placed in an existing space. */
export async function assertEspaceExists(db: Db, espaceId: number) {
  const [row] = await db.select({ id: espaces.id }).from(espaces).where(eq(espaces.id, espaceId));
  if (!row) throw badRequest('places.espaceNotFound', { espaceId: 'places.espaceNotFound' });
}

/** The one path that creates a space row, for staff (createEspace) and for a client (client-service.ts). */
export async function insertEspace(
  db: Db,
  values: typeof espaces.$inferInsert,
): Promise<typeof espaces.$inferSelect> {
  const [row] = await db.insert(espaces).values(values).returning();
  return row!;
}

export async function createEspace(db: Db, input: EspaceData): Promise<AdminEspace> {
  await assertActiveClient(db, input.clientId);
  const row = await insertEspace(db, input);
  return findEspace(db, row.id);
}

export async function updateEspace(db: Db, id: number, input: EspaceData): Promise<AdminEspace> {
  await findEspace(db, id);
  await assertActiveClient(db, input.clientId);
  await db.update(espaces).set(input).where(eq(espaces.id, id));
  return findEspace(db, id);
}

/** Refused while stations or lockers are still placed in the space: they would lose their place. */
export async function deleteEspace(db: Db, adminId: number, id: number): Promise<void> {
  const espace = await findEspace(db, id);
  const [lockerCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lockers)
    .where(eq(lockers.espaceId, id));
  if (espace.stationCount > 0 || (lockerCount?.n ?? 0) > 0) throw conflict('places.espaceNotEmpty');
  await deleteAudited(db, adminId, 'espace', id, async (tx) => {
    await tx.delete(espaces).where(eq(espaces.id, id));
    return { nom: espace.nom, ville: espace.ville, gouvernorat: espace.gouvernorat };
  });
}
