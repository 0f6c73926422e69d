import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorType: 'admin' | 'client' | 'system';
  actorId: number | null;
  /** What happened, e.g. `delete`, `restore`, `purge`. */
  action: string;
  /** What it happened to, e.g. `client`, `espace`. */
  entity: string;
  entityId: number | null;
  details?: Record<string, unknown>;
}

/** Records who did what, when (the row's `created_at`). Pass the transaction to keep both atomic. */
export async function recordAudit(db: Pick<Db, 'insert'>, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(list);
}

/**
 * A staff member's delete of record `id`, in one transaction with its audit entry: `remove` deletes
 * it and returns what the log keeps of it.
 */
export async function deleteAudited(
  db: Db,
  adminId: number,
  entity: string,
  id: number,
  remove: (tx: Tx) => Promise<Record<string, unknown>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const details = await remove(tx);
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'delete',
      entity,
      entityId: id,
      details,
    });
  });
}
