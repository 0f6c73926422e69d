import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { admins, staffPhotos } from '../../db/schema';
import { forbidden } from '../../lib/errors';

/** Records a stored profile image as a staff photo (private from then on). */
export async function recordStaffPhoto(db: Db, adminId: number, name: string): Promise<void> {
  await db.insert(staffPhotos).values({ adminId, name }).onConflictDoNothing();
}

async function isStaffPhoto(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: staffPhotos.name })
    .from(staffPhotos)
    .where(eq(staffPhotos.name, name))
    .limit(1);
  if (row) return true;
  // Images stored before staff photos were recorded are still some admin's current image.
  const [current] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.image, name))
    .limit(1);
  return current !== undefined;
}

/**
 * Upload guard: a staff face is the reference of the second factor, so only a signed-in admin
 * (full token) may see it: 401 without a valid token, 403 for a client or a face-check-only token.
 */
export function staffPhotoGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, name: string): Promise<boolean> => {
    if (!(await isStaffPhoto(app.db, name))) return false;
    const auth = await app.authenticate(request);
    if (auth.role !== 'admin' || auth.scope !== 'full') throw forbidden();
    return true;
  };
}
