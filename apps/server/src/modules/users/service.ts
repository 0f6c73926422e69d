import type {
  AdminUser,
  ClientStatus,
  UserListQuery,
  updateUserSchema,
} from '@app/contracts/users';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { sessionsChanged } from '../../lib/account-sessions';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, firstOrNotFound, notFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';

/**
 * Staff management of client accounts: list, edit, archive, trash, restore and permanent deletion.
 * Archiving or trashing bumps `token_version`, so every session of that client ends at once.
 */

type UpdateUserData = z.output<typeof updateUserSchema>;

const userColumns = {
  id: clients.id,
  fullName: clients.fullName,
  email: clients.email,
  phone: clients.phone,
  phone2: clients.phone2,
  companyName: clients.companyName,
  job: clients.job,
  governorate: clients.governorate,
  city: clients.city,
  status: clients.status,
  createdAt: clients.createdAt,
  archivedAt: clients.archivedAt,
  deletedAt: clients.deletedAt,
};

type UserRow = Pick<typeof clients.$inferSelect, keyof typeof userColumns>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...row,
    role: 'client',
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

function listFilter(status: ClientStatus, q: string | undefined): SQL | undefined {
  return and(
    eq(clients.status, status),
    anyColumnContains(q, [
      clients.fullName,
      clients.email,
      clients.companyName,
      clients.job,
      clients.phone,
      clients.city,
    ]),
  );
}

/** Most recent first: trash by deletion date, archive by archiving date, others by creation. */
function listOrder(status: ClientStatus) {
  if (status === 'deleted') return [desc(clients.deletedAt), desc(clients.id)];
  if (status === 'archived') return [desc(clients.archivedAt), desc(clients.id)];
  return [desc(clients.id)];
}

export async function listUsers(
  db: Db,
  query: Pick<UserListQuery, 'status' | 'q' | 'page' | 'limit'>,
): Promise<{ items: AdminUser[]; total: number }> {
  const where = listFilter(query.status, query.q);
  const { rows, total } = await pageAndCount(
    query,
    db
      .select(userColumns)
      .from(clients)
      .where(where)
      .orderBy(...listOrder(query.status)),
    db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where),
  );
  return { items: rows.map(toAdminUser), total };
}

async function findUser(db: Db, id: number): Promise<UserRow> {
  const row = await firstOrNotFound(db.select(userColumns).from(clients).where(eq(clients.id, id)));
  return row;
}

/** Edits an active or archived client; a client in the trash must be restored first. */
export async function updateUser(db: Db, id: number, input: UpdateUserData): Promise<AdminUser> {
  const current = await findUser(db, id);
  if (current.status === 'deleted') throw notFound();
  const [taken] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${input.email.toLowerCase()}`, ne(clients.id, id)));
  if (taken) throw conflict('users.emailTaken', { email: 'users.emailTaken' });
  try {
    const [row] = await db
      .update(clients)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning(userColumns);
    return toAdminUser(row!);
  } catch (error) {
    // A concurrent edit took the email between the check and the update (unique index).
    if (isUniqueViolation(error)) {
      throw conflict('users.emailTaken', { email: 'users.emailTaken' });
    }
    throw error;
  }
}

/** Moves active clients to the trash or the archive; their sessions end. Returns the ids moved. */
async function moveActive(
  db: Db,
  adminId: number,
  ids: number[],
  to: 'deleted' | 'archived',
): Promise<number[]> {
  const moved = await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(clients)
      .set({
        status: to,
        tokenVersion: sql`${clients.tokenVersion} + 1`,
        updatedAt: now,
        ...(to === 'deleted' ? { deletedAt: now } : { archivedAt: now }),
      })
      .where(and(inArray(clients.id, ids), eq(clients.status, 'active')))
      .returning({ id: clients.id });
    await recordAudit(
      tx,
      moved.map((row) => ({
        actorType: 'admin' as const,
        actorId: adminId,
        action: to === 'deleted' ? 'trash' : 'archive',
        entity: 'client',
        entityId: row.id,
      })),
    );
    return moved.map((row) => row.id);
  });
  sessionsChanged('client', moved);
  return moved;
}

async function requireStatus(
  db: Db,
  id: number,
  allowed: ClientStatus[],
  code: 'users.notActive' | 'users.notInTrash' | 'users.alreadyActive',
) {
  const row = await findUser(db, id);
  if (!allowed.includes(row.status)) throw conflict(code);
  return row;
}

export async function trashUser(db: Db, adminId: number, id: number): Promise<void> {
  await requireStatus(db, id, ['active'], 'users.notActive');
  await moveActive(db, adminId, [id], 'deleted');
}

export async function archiveUser(db: Db, adminId: number, id: number): Promise<void> {
  await requireStatus(db, id, ['active'], 'users.notActive');
  await moveActive(db, adminId, [id], 'archived');
}

/** Bulk delete of the checked rows: those still active go to the trash. */
export async function trashUsers(db: Db, adminId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const moved = await moveActive(db, adminId, unique, 'deleted');
  return moved.length;
}

/** Brings an archived or trashed client back; they can sign in again. */
export async function restoreUser(db: Db, adminId: number, id: number): Promise<AdminUser> {
  const current = await requireStatus(db, id, ['archived', 'deleted'], 'users.alreadyActive');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({ status: 'active', deletedAt: null, archivedAt: null, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning(userColumns);
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'restore',
      entity: 'client',
      entityId: id,
      details: { from: current.status },
    });
    return toAdminUser(row!);
  });
}

/**
 * Permanent deletion from the trash: the row and its personal data go; their complaints and
 * questionnaires cascade, spaces/stations/ads stay with no client. The audit entry keeps only the id.
 */
export async function purgeUser(db: Db, adminId: number, id: number): Promise<void> {
  await requireStatus(db, id, ['deleted'], 'users.notInTrash');
  await db.transaction(async (tx) => {
    await tx.delete(clients).where(and(eq(clients.id, id), eq(clients.status, 'deleted')));
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'purge',
      entity: 'client',
      entityId: id,
    });
  });
}

/** Every row of the current filter, for the CSV export. */
export async function exportUsers(
  db: Db,
  query: Pick<UserListQuery, 'status' | 'q'>,
  max: number,
): Promise<AdminUser[]> {
  const rows = await db
    .select(userColumns)
    .from(clients)
    .where(listFilter(query.status, query.q))
    .orderBy(...listOrder(query.status))
    .limit(max);
  return rows.map(toAdminUser);
}
