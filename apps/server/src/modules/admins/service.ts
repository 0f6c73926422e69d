import type { Admin, AdminLoginBody } from '@app/contracts/admins';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';

type AdminRow = typeof admins.$inferSelect;

/** A unique-constraint violation (23505), possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  nom: row.nom,
  prenom: row.prenom,
  email: row.email,
  telephone: row.telephone,
  poste: row.poste,
  image: row.image,
});

export interface NewAdmin {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  poste: string;
  password: string;
  image: string;
  faceDescriptor: number[] | null;
}

export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function findAdmin(db: Db, id: number): Promise<AdminRow> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound();
  return row;
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Inserts an admin. `bootstrapOnly` refuses when an admin already exists, checked under a lock so
 * two simultaneous "first admin" registrations cannot both succeed.
 */
export async function insertAdmin(
  db: Db,
  values: NewAdmin,
  options: { bootstrapOnly: boolean },
): Promise<Admin> {
  const passwordHash = await hashPassword(values.password);
  try {
    return await db.transaction(async (tx) => {
      if (options.bootstrapOnly) {
        await tx.execute(sql`select pg_advisory_xact_lock(515001)`);
        const [existing] = await tx.select({ value: count() }).from(admins);
        if ((existing?.value ?? 0) > 0) throw new AppError(401, 'admins.registerNeedsAdmin');
      }
      const [row] = await tx
        .insert(admins)
        .values({
          nom: values.nom,
          prenom: values.prenom,
          email: values.email,
          telephone: values.telephone,
          poste: values.poste,
          image: values.image,
          faceDescriptor: values.faceDescriptor,
          passwordHash,
        })
        .returning();
      return toAdmin(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('admins.emailTaken', { email: 'admins.emailTaken' });
    throw error;
  }
}

/** Checks email + password; undefined when either is wrong (same timing for unknown emails). */
export async function checkCredentials(
  db: Db,
  body: Required<AdminLoginBody>,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${body.email.toLowerCase()}`);
  const ok = await verifyPassword(row?.passwordHash, body.password);
  return ok ? row : undefined;
}

/** Revokes every token of the admin (logout). */
export async function revokeTokens(db: Db, id: number): Promise<void> {
  await db
    .update(admins)
    .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
    .where(eq(admins.id, id));
}

export interface ProfileChanges {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  poste: string;
  image?: { name: string; faceDescriptor: number[] | null };
}

export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<Admin> {
  try {
    const [row] = await db
      .update(admins)
      .set({
        nom: changes.nom,
        prenom: changes.prenom,
        email: changes.email,
        telephone: changes.telephone,
        poste: changes.poste,
        ...(changes.image
          ? { image: changes.image.name, faceDescriptor: changes.image.faceDescriptor }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id))
      .returning();
    if (!row) throw notFound();
    return toAdmin(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('admins.emailTaken', { email: 'admins.emailTaken' });
    throw error;
  }
}
