import type { ListQuery } from '@app/contracts';
import type { ClientEspace, clientEspaceInputSchema } from '@app/contracts/portal';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { espaces } from '../../db/schema';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';
import { insertEspace } from './service';

/** The signed-in client's own public spaces: every query is scoped by the caller's id, which always comes from the token. */

const iso = (value: Date) => value.toISOString();

export async function listEspaces(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(espaces.clientId, clientId)];
  filters.push(
    anyColumnContains(query.q, [espaces.nom, espaces.ville, espaces.gouvernorat, espaces.activite]),
  );
  const where = and(...filters);
  const { rows, total } = await pageAndCount(
    query,
    db.select().from(espaces).where(where).orderBy(desc(espaces.createdAt), desc(espaces.id)),
    db.select({ total: count() }).from(espaces).where(where),
  );
  return { items: rows.map(toClientEspace), total };
}

function toClientEspace(row: typeof espaces.$inferSelect): ClientEspace {
  return {
    id: row.id,
    nom: row.nom,
    ville: row.ville,
    gouvernorat: row.gouvernorat,
    activite: row.activite,
    stations: row.stations,
    created_at: iso(row.createdAt),
  };
}

export async function createEspace(
  db: Db,
  clientId: number,
  input: z.output<typeof clientEspaceInputSchema>,
): Promise<ClientEspace> {
  return toClientEspace(await insertEspace(db, { ...input, clientId }));
}
