import type { ListQuery } from '@app/contracts';
import type {
  ClientReclamation,
  clientReclamationInputSchema,
  PortalNotification,
} from '@app/contracts/portal';
import { and, count, desc, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reclamations } from '../../db/schema';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';

/** The signed-in client's own reclamations and the answers staff gave them: every query is scoped by the caller's id, which always comes from the token. */

const iso = (value: Date) => value.toISOString();

function toClientReclamation(row: typeof reclamations.$inferSelect): ClientReclamation {
  return {
    id: row.id,
    date: iso(row.createdAt),
    categorie: row.categorie,
    description: row.description,
    status: row.status,
    reponse: row.reponse,
  };
}

export async function listReclamations(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(reclamations.clientId, clientId)];
  filters.push(
    anyColumnContains(query.q, [
      reclamations.categorie,
      reclamations.description,
      reclamations.status,
    ]),
  );
  const where = and(...filters);
  const { rows, total } = await pageAndCount(
    query,
    db
      .select()
      .from(reclamations)
      .where(where)
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id)),
    db.select({ total: count() }).from(reclamations).where(where),
  );
  return { items: rows.map(toClientReclamation), total };
}

export async function createReclamation(
  db: Db,
  clientId: number,
  input: z.output<typeof clientReclamationInputSchema>,
): Promise<ClientReclamation> {
  const [row] = await db
    .insert(reclamations)
    .values({ ...input, clientId })
    .returning();
  return toClientReclamation(row!);
}

/** The header bell: reclamations staff answered or moved out of 'Problem', newest change first. */
export async function listNotifications(db: Db, clientId: number): Promise<PortalNotification[]> {
  const rows = await db
    .select()
    .from(reclamations)
    .where(
      and(
        eq(reclamations.clientId, clientId),
        or(ne(reclamations.status, 'Problem'), isNotNull(reclamations.reponse)),
      ),
    )
    .orderBy(desc(reclamations.updatedAt), desc(reclamations.id))
    .limit(10);
  return rows.map((row) => ({
    id: row.id,
    categorie: row.categorie,
    status: row.status,
    answered: row.reponse !== null,
    updated_at: iso(row.updatedAt),
  }));
}
