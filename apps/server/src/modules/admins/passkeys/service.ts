import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { admins, faceCaptureHashes, passkeyChallenges, passkeys } from '../../../db/schema';
import { sessionsChanged } from '../../../lib/account-sessions';
import { firstOrNotFound, notFound } from '../../../lib/errors';

/** A WebAuthn ceremony must finish within this time (the browser's timeout is the same). */
const PASSKEY_CHALLENGE_TTL_MS = 2 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Purpose = 'register' | 'login';

export async function storeChallenge(db: Db, adminId: number, purpose: Purpose, challenge: string) {
  const now = new Date();
  await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.adminId, adminId),
        or(lt(passkeyChallenges.expiresAt, now), isNotNull(passkeyChallenges.usedAt)),
      ),
    );
  const [row] = await db
    .insert(passkeyChallenges)
    .values({
      adminId,
      purpose,
      challenge,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    })
    .returning({ id: passkeyChallenges.id });
  return row!.id;
}

/** Spends a challenge (one atomic UPDATE): its value, or undefined if unknown/expired/used. */
export async function consumeChallenge(
  db: Db,
  adminId: number,
  purpose: Purpose,
  id: string,
): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const now = new Date();
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.adminId, adminId),
        eq(passkeyChallenges.purpose, purpose),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return row?.challenge;
}

export type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function passkeysOf(db: Db, adminId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.adminId, adminId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

export async function findPasskey(
  db: Db,
  adminId: number,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.adminId, adminId), eq(passkeys.credentialId, credentialId)));
  return row;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/**
 * Records a use: the counter only moves forward (the WHERE makes two concurrent uses of one
 * signature impossible to both succeed).
 */
export async function recordUse(db: Db, id: number, previous: number, counter: number) {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, previous)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function deletePasskey(db: Db, adminId: number, id: number): Promise<void> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.adminId, adminId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  if (rows.length === 0) throw notFound();
}

/** Every staff account with its second factors. */
export function staffFactors(db: Db) {
  return db
    .select({
      id: admins.id,
      nom: admins.nom,
      prenom: admins.prenom,
      email: admins.email,
      role: admins.role,
      faceReference: sql<boolean>`coalesce(array_length(${admins.faceDescriptor}, 1), 0) > 0`,
      passkeys: sql<number>`count(${passkeys.id})::int`,
    })
    .from(admins)
    .leftJoin(passkeys, eq(passkeys.adminId, admins.id))
    .groupBy(admins.id)
    .orderBy(admins.nom, admins.prenom, admins.id);
}

/**
 * Resets an account's second factors (lost device, compromised photo): removes its passkeys and
 * its face reference, and signs it out everywhere. The account then proves itself again with a
 * new profile photo set by an operator (`npm run admin:reset-factors`) or by a colleague.
 */
export async function resetFactors(
  db: Db,
  adminId: number,
  what: { face: boolean; passkeys: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await firstOrNotFound(
      tx
        .update(admins)
        .set({
          tokenVersion: sql`${admins.tokenVersion} + 1`,
          ...(what.face ? { faceDescriptor: null, faceHash: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, adminId))
        .returning({ id: admins.id }),
    );
    if (what.passkeys) await tx.delete(passkeys).where(eq(passkeys.adminId, adminId));
    if (what.face) await tx.delete(faceCaptureHashes).where(eq(faceCaptureHashes.adminId, adminId));
  });
  sessionsChanged('admin', [adminId]);
}
