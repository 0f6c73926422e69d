import type { AdminReclamation, ReclamationStatus } from '@app/contracts/reclamations';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, reclamations } from '../../db/schema';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';

const columns = {
  id: reclamations.id,
  date: reclamations.createdAt,
  clientId: reclamations.clientId,
  fullName: clients.fullName,
  companyName: clients.companyName,
  categorie: reclamations.categorie,
  description: reclamations.description,
  status: reclamations.status,
  reponse: reclamations.reponse,
};

const selectReclamations = (db: Db) =>
  db.select(columns).from(reclamations).innerJoin(clients, eq(clients.id, reclamations.clientId));

type Row = Awaited<ReturnType<typeof selectReclamations>>[number];

const toWire = (row: Row): AdminReclamation => ({
  id: row.id,
  date: row.date.toISOString(),
  clientId: row.clientId,
  user: `${row.fullName} (${row.companyName})`,
  categorie: row.categorie,
  description: row.description,
  status: row.status,
  reponse: row.reponse,
});

/** Every client's reclamations, newest first; `categorie` is an exact (case-insensitive) filter. */
export async function listAdminReclamations(
  db: Db,
  query: { page: number; limit: number; q?: string | undefined; categorie?: string | undefined },
) {
  const filters: SQL[] = [];
  if (query.categorie)
    filters.push(sql`lower(${reclamations.categorie}) = lower(${query.categorie})`);
  const text = anyColumnContains(query.q, [
    reclamations.categorie,
    reclamations.description,
    clients.fullName,
    clients.companyName,
  ]);
  if (text) filters.push(text);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { rows, total } = await pageAndCount(
    query,
    selectReclamations(db)
      .where(where)
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id)),
    db
      .select({ total: count() })
      .from(reclamations)
      .innerJoin(clients, eq(clients.id, reclamations.clientId))
      .where(where),
  );
  return { items: rows.map(toWire), total };
}

/** The categories clients have used, for the category filter. */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ categorie: reclamations.categorie })
    .from(reclamations)
    .orderBy(reclamations.categorie);
  return rows.map((row) => row.categorie);
}

export async function answerReclamation(
  db: Db,
  id: number,
  answer: { status: ReclamationStatus; reponse: string | null },
): Promise<AdminReclamation | undefined> {
  const [updated] = await db
    .update(reclamations)
    .set({ status: answer.status, reponse: answer.reponse, updatedAt: new Date() })
    .where(eq(reclamations.id, id))
    .returning({ id: reclamations.id });
  if (!updated) return undefined;
  const [row] = await selectReclamations(db).where(eq(reclamations.id, id));
  return row ? toWire(row) : undefined;
}
