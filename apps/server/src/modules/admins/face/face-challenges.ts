import { randomInt } from 'node:crypto';
import { TURN_DIRECTIONS, type TurnDirection } from '@app/contracts/admins';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { faceChallenges } from '../../../db/schema';

const FACE_CHALLENGE_TTL_MS = 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issues a random head-turn challenge for the account, valid FACE_CHALLENGE_TTL_MS, one use. */
export async function issueFaceChallenge(db: Db, adminId: number, now = new Date()) {
  // Spent and expired challenges of the account are of no use any more.
  await db
    .delete(faceChallenges)
    .where(
      and(
        eq(faceChallenges.adminId, adminId),
        or(lt(faceChallenges.expiresAt, now), isNotNull(faceChallenges.usedAt)),
      ),
    );
  const direction = TURN_DIRECTIONS[randomInt(TURN_DIRECTIONS.length)] as TurnDirection;
  const [row] = await db
    .insert(faceChallenges)
    .values({ adminId, direction, expiresAt: new Date(now.getTime() + FACE_CHALLENGE_TTL_MS) })
    .returning();
  return { challenge: row!.id, direction, expiresAt: row!.expiresAt.toISOString() };
}

/**
 * Spends the challenge: the direction it asked for, or undefined when it is unknown, another
 * account's, expired or already used. One atomic UPDATE, so two requests cannot both spend it.
 */
export async function consumeFaceChallenge(
  db: Db,
  adminId: number,
  id: string,
  now = new Date(),
): Promise<TurnDirection | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .update(faceChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(faceChallenges.id, id),
        eq(faceChallenges.adminId, adminId),
        isNull(faceChallenges.usedAt),
        gt(faceChallenges.expiresAt, now),
      ),
    )
    .returning({ direction: faceChallenges.direction });
  return row?.direction;
}
