import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { faceCaptureHashes } from '../../../db/schema';

/** How many recent capture hashes each account keeps. */
const KEPT_CAPTURE_HASHES = 60;

export async function recentCaptureHashes(db: Db, adminId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: faceCaptureHashes.hash })
    .from(faceCaptureHashes)
    .where(eq(faceCaptureHashes.adminId, adminId))
    .orderBy(desc(faceCaptureHashes.id))
    .limit(KEPT_CAPTURE_HASHES);
  return rows.map((row) => row.hash);
}

/** Remembers the frames of an attempt (passed or not) and forgets the oldest beyond the limit. */
export async function rememberCaptureHashes(
  db: Db,
  adminId: number,
  hashes: readonly string[],
): Promise<void> {
  if (hashes.length === 0) return;
  await db.insert(faceCaptureHashes).values(hashes.map((hash) => ({ adminId, hash })));
  const kept = db
    .select({ id: faceCaptureHashes.id })
    .from(faceCaptureHashes)
    .where(eq(faceCaptureHashes.adminId, adminId))
    .orderBy(desc(faceCaptureHashes.id))
    .limit(KEPT_CAPTURE_HASHES);
  await db
    .delete(faceCaptureHashes)
    .where(and(eq(faceCaptureHashes.adminId, adminId), notInArray(faceCaptureHashes.id, kept)));
}
