import { DEFAULT_SETTINGS, type Settings } from '@app/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { unauthorized } from '../../lib/errors';

/**
 * A client's notification settings: which mails the platform sends them (a new reclamation's
 * receipt, a station needing maintenance, payments, news). Read by every module that mails a
 * client; edited by the client at /api/me/settings.
 */

/** Stored toggles over the defaults, so a toggle added later has a value for old accounts. */
export async function getSettings(db: Db, clientId: number): Promise<Settings> {
  const [row] = await db
    .select({ settings: clients.settings })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw unauthorized();
  const stored = row.settings ?? {};
  return Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([key, value]) => [
      key,
      typeof stored[key] === 'boolean' ? stored[key] : value,
    ]),
  ) as Settings;
}

export async function updateSettings(
  db: Db,
  clientId: number,
  patch: Partial<Settings>,
): Promise<Settings> {
  const merged = { ...(await getSettings(db, clientId)), ...patch };
  await db
    .update(clients)
    .set({ settings: merged, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
  return merged;
}
