import type {
  ContactRequest,
  ContactRequestStatus,
  contactRequestInputSchema,
} from '@app/contracts/chat';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { chatContactRequests } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { randomToken } from '../../lib/random-tokens';

/** Hand-off to a person: the visitor's contact request with the conversation, and staff's answer. */

type ContactRequestData = z.output<typeof contactRequestInputSchema>;
type Row = typeof chatContactRequests.$inferSelect;

const statusOf = (row: Pick<Row, 'answeredAt'>) => (row.answeredAt ? 'answered' : 'pending');

const visitorView = (row: Row): ContactRequestStatus => ({
  token: row.token,
  status: statusOf(row),
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
});

const staffView = (row: Row): ContactRequest => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  note: row.note,
  language: row.language === 'en' ? 'en' : 'fr',
  transcript: row.transcript,
  status: statusOf(row),
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  answered_by: row.answeredBy,
});

export async function createContactRequest(
  db: Db,
  data: ContactRequestData,
): Promise<ContactRequestStatus> {
  const [row] = await db
    .insert(chatContactRequests)
    .values({
      token: randomToken(),
      name: data.name,
      phone: data.phone || null,
      email: data.email?.toLowerCase() || null,
      note: data.note || null,
      language: data.language,
      transcript: data.transcript,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return visitorView(row);
}

export async function contactRequestStatus(db: Db, token: string): Promise<ContactRequestStatus> {
  const row = await firstOrNotFound(
    db.select().from(chatContactRequests).where(eq(chatContactRequests.token, token)).limit(1),
    'chat.contact.notFound',
  );
  return visitorView(row);
}

/** Newest first; `pending` ones are those staff have not answered yet. */
export async function listContactRequests(
  db: Db,
  query: { status?: 'pending' | 'answered'; page: number; limit: number },
): Promise<{ items: ContactRequest[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status === 'pending') filters.push(isNull(chatContactRequests.answeredAt));
  if (query.status === 'answered') filters.push(isNotNull(chatContactRequests.answeredAt));
  const where = filters.length ? and(...filters) : undefined;
  const { rows, total } = await pageAndCount(
    query,
    db
      .select()
      .from(chatContactRequests)
      .where(where)
      .orderBy(desc(chatContactRequests.createdAt), desc(chatContactRequests.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(chatContactRequests).where(where),
  );
  return { items: rows.map(staffView), total };
}

/** Marks a request answered (once: answering it again keeps the first answer's time). */
export async function markContactRequestAnswered(
  db: Db,
  id: number,
  adminId: number,
): Promise<ContactRequest> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatContactRequests)
      .set({ answeredAt: sql`now()`, answeredBy: adminId })
      .where(and(eq(chatContactRequests.id, id), isNull(chatContactRequests.answeredAt)))
      .returning();
    if (updated) {
      await recordAudit(tx, {
        actorType: 'admin',
        actorId: adminId,
        action: 'answer',
        entity: 'chat_contact_request',
        entityId: id,
      });
      return staffView(updated);
    }
    const existing = await firstOrNotFound(
      tx.select().from(chatContactRequests).where(eq(chatContactRequests.id, id)).limit(1),
      'chat.contact.notFound',
    );
    return staffView(existing);
  });
}
