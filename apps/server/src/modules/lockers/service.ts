import type { AdminLocker, lockerInputSchema } from '@app/contracts/places';
import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { espaces, lockers } from '../../db/schema';
import { deleteAudited } from '../../lib/audit';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { containsPattern } from '../../lib/search';
import { assertEspaceExists } from '../espaces/service';

/** Staff management of lockers ('Casiers'): numbered lockers placed in public spaces. */

type LockerData = z.output<typeof lockerInputSchema>;

const lockerColumns = {
  id: lockers.id,
  numero: lockers.numero,
  reference: lockers.reference,
  espaceId: lockers.espaceId,
  espacePublic: espaces.nom,
  secteur: espaces.activite,
  gouvernorat: espaces.gouvernorat,
  ville: espaces.ville,
};

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`${lockers.reference} ilike ${pattern}`,
    sql`${lockers.numero}::text = ${q}`,
    sql`${espaces.nom} ilike ${pattern}`,
    sql`${espaces.ville} ilike ${pattern}`,
    sql`${espaces.gouvernorat} ilike ${pattern}`,
    sql`${espaces.activite} ilike ${pattern}`,
  );
}

function selectLockers(db: Db) {
  return db.select(lockerColumns).from(lockers).leftJoin(espaces, eq(espaces.id, lockers.espaceId));
}

/** By space, then locker number: the order staff walk a venue in. */
function listQuery(db: Db, q: string | undefined) {
  return selectLockers(db)
    .where(searchFilter(q))
    .orderBy(desc(lockers.espaceId), asc(lockers.numero), asc(lockers.id));
}

export async function listLockers(
  db: Db,
  query: { q?: string; page: number; limit: number },
): Promise<{ items: AdminLocker[]; total: number }> {
  const { rows: items, total } = await pageAndCount(
    query,
    listQuery(db, query.q),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(lockers)
      .leftJoin(espaces, eq(espaces.id, lockers.espaceId))
      .where(searchFilter(query.q)),
  );
  return { items, total };
}

export function exportLockers(db: Db, q: string | undefined, max: number) {
  return listQuery(db, q).limit(max);
}

async function findLocker(db: Db, id: number): Promise<AdminLocker> {
  const row = await firstOrNotFound(selectLockers(db).where(eq(lockers.id, id)));
  return row;
}

const write = <T>(run: () => Promise<T>) =>
  conflictOnDuplicate(run, 'places.locker.referenceTaken', 'reference');

export async function createLocker(db: Db, input: LockerData): Promise<AdminLocker> {
  await assertEspaceExists(db, input.espaceId);
  const [row] = await write(() => db.insert(lockers).values(input).returning({ id: lockers.id }));
  return findLocker(db, row!.id);
}

export async function updateLocker(db: Db, id: number, input: LockerData): Promise<AdminLocker> {
  await findLocker(db, id);
  await assertEspaceExists(db, input.espaceId);
  await write(() => db.update(lockers).set(input).where(eq(lockers.id, id)));
  return findLocker(db, id);
}

export async function deleteLocker(db: Db, adminId: number, id: number): Promise<void> {
  const locker = await findLocker(db, id);
  await deleteAudited(db, adminId, 'locker', id, async (tx) => {
    await tx.delete(lockers).where(eq(lockers.id, id));
    return { numero: locker.numero, reference: locker.reference, espaceId: locker.espaceId };
  });
}
