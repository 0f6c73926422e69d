import type { Language } from '@app/contracts';
import {
  type ChatHistoryEntry,
  FAQ_PHRASINGS_MAX,
  FAQ_QUESTION_MAX,
  type FaqEntry,
  type faqInputSchema,
  type UnansweredGroup,
} from '@app/contracts/chat';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { chatMessages, espaces, faqEntries, stations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { firstOrNotFound, notFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { containsPattern, pageOffset } from '../../lib/search';
import { perTurn } from '../../lib/turn-batch';
import { SEED_FAQ } from './seed-entries';
import { admitUnanswered } from './unanswered-caps';

/** FAQ entries and stored conversations: the chat domain's queries. */

type FaqData = z.output<typeof faqInputSchema>;

const faqColumns = {
  id: faqEntries.id,
  question: faqEntries.question,
  answers: faqEntries.answers,
  language: faqEntries.language,
  phrasings: faqEntries.phrasings,
};

const asFaqEntry = (row: {
  id: number;
  question: string;
  answers: string[];
  language: string;
  phrasings: string[];
}) => ({ ...row, language: row.language === 'en' ? 'en' : 'fr' }) as FaqEntry;

/**
 * Inserts the starting FAQ when the table is empty. The advisory lock keeps instances that start
 * together from seeding twice.
 */
export async function seedFaqIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('faq_entries_seed'))`);
    const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(faqEntries);
    if ((row?.total ?? 0) > 0) return 0;
    await tx.insert(faqEntries).values(SEED_FAQ);
    return SEED_FAQ.length;
  });
}

/** Every entry, for the search index. */
export async function allFaqEntries(db: Db): Promise<FaqEntry[]> {
  const rows = await db.select(faqColumns).from(faqEntries).orderBy(asc(faqEntries.id));
  return rows.map(asFaqEntry);
}

/** Changes whenever an entry is added, edited or deleted (by any instance). */
export async function faqVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${faqEntries.updatedAt})::text`,
      ids: sql<string | null>`sum(${faqEntries.id})::text`,
    })
    .from(faqEntries);
  return `${row?.total ?? 0}:${row?.latest ?? ''}:${row?.ids ?? ''}`;
}

function faqFilter(query: { q?: string; language?: Language }): SQL | undefined {
  const filters: SQL[] = [];
  if (query.language) filters.push(eq(faqEntries.language, query.language));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      sql`${faqEntries.question} ilike ${pattern}`,
      sql`${faqEntries.answers}::text ilike ${pattern}`,
    );
    if (search) filters.push(search);
  }
  return filters.length ? sql.join(filters, sql` and `) : undefined;
}

export async function listFaq(
  db: Db,
  query: { q?: string; language?: Language; page: number; limit: number },
): Promise<{ items: FaqEntry[]; total: number }> {
  const where = faqFilter(query);
  const { rows, total } = await pageAndCount(
    query,
    db.select(faqColumns).from(faqEntries).where(where).orderBy(asc(faqEntries.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(faqEntries).where(where),
  );
  return { items: rows.map(asFaqEntry), total };
}

/** Phrasings without repeats (case and spacing aside), in order. */
function uniquePhrasings(phrasings: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of phrasings) {
    const phrasing = raw.trim().replace(/\s+/g, ' ');
    const key = phrasing.toLowerCase();
    if (!phrasing || seen.has(key)) continue;
    seen.add(key);
    unique.push(phrasing);
  }
  return unique;
}

export async function addFaq(db: Db, data: FaqData, adminId: number): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqEntries)
      .values({
        question: data.question,
        answers: data.answers,
        language: data.language,
        phrasings: uniquePhrasings(data.phrasings ?? []),
      })
      .returning(faqColumns);
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'create',
      entity: 'faq_entry',
      entityId: row.id,
    });
    return asFaqEntry(row);
  });
}

export async function updateFaq(
  db: Db,
  id: number,
  data: FaqData,
  adminId: number,
): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const row = await firstOrNotFound(
      tx
        .update(faqEntries)
        .set({
          question: data.question,
          answers: data.answers,
          language: data.language,
          // Absent: the entry keeps the phrasings it has.
          ...(data.phrasings ? { phrasings: uniquePhrasings(data.phrasings) } : {}),
          // clock_timestamp, not now(): two edits in one transaction still bump the version.
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(faqEntries.id, id))
        .returning(faqColumns),
      'chat.faq.notFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'update',
      entity: 'faq_entry',
      entityId: id,
    });
    return asFaqEntry(row);
  });
}

export async function deleteFaq(db: Db, id: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await firstOrNotFound(
      tx
        .delete(faqEntries)
        .where(eq(faqEntries.id, id))
        .returning({ id: faqEntries.id, question: faqEntries.question }),
      'chat.faq.notFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'delete',
      entity: 'faq_entry',
      entityId: id,
      details: { question: row.question },
    });
  });
}

interface Exchange {
  message: string;
  response: string;
  image: string | null;
  language: Language;
  /** Set when the assistant could not answer (see question-key.ts). */
  unansweredKey: string | null;
}

/** How many exchanges one statement stores at most. */
const EXCHANGES_PER_STATEMENT = 200;

/**
 * Stores the visitors' exchanges. Those that arrive in one event-loop turn share a statement
 * (lib/turn-batch.ts): the answered ones one INSERT, the unanswered ones that join a group already
 * open one INSERT … SELECT. Each visitor still gets the answer only once the exchange is stored.
 */
export function exchangeStore(db: Db) {
  const insertAnswered = perTurn(
    async (exchanges: Exchange[]) => {
      await db.insert(chatMessages).values(exchanges);
      return exchanges.map(() => undefined);
    },
    { max: EXCHANGES_PER_STATEMENT, retryAlone: true },
  );
  // Most unanswered questions join a group already open (a real gap keeps counting), which no cap
  // limits: no transaction nor lock, which openings take. Answers whether each one joined.
  const joinOpenGroup = perTurn(
    async (exchanges: Exchange[]) => {
      const rows = sql.join(
        exchanges.map(
          (exchange) =>
            sql`(${exchange.message}, ${exchange.response}, ${exchange.image}, ${exchange.language}, ${exchange.unansweredKey})`,
        ),
        sql`, `,
      );
      const joined = await db.execute(sql`
        insert into ${chatMessages} (message, response, image, language, unanswered_key)
        select v.message, v.response, v.image, v.language, v.unanswered_key
        from (values ${rows}) as v (message, response, image, language, unanswered_key)
        where exists (
          select 1 from ${chatMessages} grp
          where grp.unanswered_key = v.unanswered_key and grp.resolved_at is null
        )
        returning unanswered_key`);
      const keys = new Set(
        (joined as unknown as { rows: { unanswered_key: string }[] }).rows.map(
          (row) => row.unanswered_key,
        ),
      );
      return exchanges.map((exchange) => keys.has(exchange.unansweredKey ?? ''));
    },
    { max: EXCHANGES_PER_STATEMENT, retryAlone: true },
  );

  return async function saveExchange(exchange: Exchange, now = new Date()): Promise<void> {
    const { unansweredKey } = exchange;
    if (unansweredKey === null) return insertAnswered(exchange);
    if (await joinOpenGroup(exchange)) return;
    // Else the unanswered-questions list is bounded (unanswered-caps.ts).
    await db.transaction(async (tx) => {
      const admitted = await admitUnanswered(tx, unansweredKey, now);
      await tx.insert(chatMessages).values({ ...exchange, unansweredKey: admitted });
    });
  };
}

const openUnanswered = and(isNotNull(chatMessages.unansweredKey), isNull(chatMessages.resolvedAt));

/** Unanswered questions not yet handled, grouped by key, most asked first. */
export async function listUnanswered(
  db: Db,
  query: { q?: string; page: number; limit: number },
): Promise<{ items: UnansweredGroup[]; total: number }> {
  const where = query.q
    ? and(openUnanswered, sql`${chatMessages.message} ilike ${containsPattern(query.q)}`)
    : openUnanswered;
  const count = sql<number>`count(*)::int`;
  const lastAt = sql<Date>`max(${chatMessages.createdAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        key: chatMessages.unansweredKey,
        count,
        firstAt: sql<string>`min(${chatMessages.createdAt})::text`,
        lastAt: sql<string>`${lastAt}::text`,
        messages: sql<
          string[]
        >`(array_agg(${chatMessages.message} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc))[1:50]`,
        languages: sql<
          string[]
        >`(array_agg(${chatMessages.language} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc))[1:1]`,
      })
      .from(chatMessages)
      .where(where)
      .groupBy(chatMessages.unansweredKey)
      .orderBy(desc(count), desc(lastAt), asc(chatMessages.unansweredKey))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db
      .select({ total: sql<number>`count(distinct ${chatMessages.unansweredKey})::int` })
      .from(chatMessages)
      .where(where),
  ]);
  return {
    items: rows.map((row) => {
      const examples = distinctWordings(row.messages).slice(0, 5);
      return {
        key: row.key ?? '',
        question: examples[0] ?? '',
        examples,
        count: row.count,
        language: row.languages[0] === 'en' ? 'en' : 'fr',
        first_at: new Date(row.firstAt).toISOString(),
        last_at: new Date(row.lastAt).toISOString(),
      };
    }),
    total: total?.total ?? 0,
  };
}

/** Different wordings, in order, the same text typed twice counted once. */
function distinctWordings(messages: readonly string[]): string[] {
  return uniquePhrasings(messages.map((message) => message.slice(0, FAQ_QUESTION_MAX)));
}

type ResolveAction =
  | { action: 'create'; key: string; question: string; answers: string[]; language: Language }
  | { action: 'phrasing'; key: string; faqId: number };

/**
 * Turns a group of unanswered questions into a new FAQ entry or into phrasings of an existing one:
 * the group's wordings become phrasings of the entry (so the next identical question is
 * answered) and its questions are marked handled. Locked so two staff members cannot handle the
 * same group twice.
 */
export async function resolveUnanswered(
  db: Db,
  input: ResolveAction,
  adminId: number,
): Promise<{ entry: FaqEntry; resolved: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unanswered:${input.key}`}))`);
    const open = and(eq(chatMessages.unansweredKey, input.key), isNull(chatMessages.resolvedAt));
    const rows = await tx
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(open)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(200);
    if (rows.length === 0) throw notFound('chat.unanswered.notFound');
    const wordings = distinctWordings(rows.map((row) => row.message));

    let entry: FaqEntry;
    if (input.action === 'create') {
      const [row] = await tx
        .insert(faqEntries)
        .values({
          question: input.question,
          answers: input.answers,
          language: input.language,
          phrasings: wordings.slice(0, FAQ_PHRASINGS_MAX),
        })
        .returning(faqColumns);
      if (!row) throw new Error('insert returned nothing');
      entry = asFaqEntry(row);
    } else {
      const current = await firstOrNotFound(
        tx.select(faqColumns).from(faqEntries).where(eq(faqEntries.id, input.faqId)).for('update'),
        'chat.faq.notFound',
      );
      // When the entry is full, its oldest phrasings give way to the new wordings.
      const kept = uniquePhrasings([...current.phrasings, ...wordings]).slice(-FAQ_PHRASINGS_MAX);
      const row = await firstOrNotFound(
        tx
          .update(faqEntries)
          .set({ phrasings: kept, updatedAt: sql`clock_timestamp()` })
          .where(eq(faqEntries.id, input.faqId))
          .returning(faqColumns),
        'chat.faq.notFound',
      );
      entry = asFaqEntry(row);
    }
    const resolved = await tx
      .update(chatMessages)
      .set({ resolvedAt: sql`now()`, resolvedFaqId: entry.id })
      .where(open)
      .returning({ id: chatMessages.id });
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: input.action === 'create' ? 'create' : 'update',
      entity: 'faq_entry',
      entityId: entry.id,
      details: { fromUnanswered: input.key, questions: resolved.length },
    });
    return { entry, resolved: resolved.length };
  });
}

export async function listHistory(
  db: Db,
  query: { q?: string; page: number; limit: number },
): Promise<{ items: ChatHistoryEntry[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern
    ? or(
        sql`${chatMessages.message} ilike ${pattern}`,
        sql`${chatMessages.response} ilike ${pattern}`,
      )
    : undefined;
  const { rows, total } = await pageAndCount(
    query,
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(chatMessages).where(where),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      message: row.message,
      response: row.response,
      image: row.image,
      language: row.language === 'en' ? 'en' : 'fr',
      created_at: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** The station named by a QR code, with where it stands (space, city) when known. */
export async function findStationForQr(
  db: Db,
  reference: string,
): Promise<{ reference: string; place: string | null } | undefined> {
  const [row] = await db
    .select({ reference: stations.reference, espace: espaces.nom, ville: espaces.ville })
    .from(stations)
    .leftJoin(espaces, eq(espaces.id, stations.espaceId))
    .where(sql`lower(${stations.reference}) = lower(${reference})`)
    .limit(1);
  if (!row) return undefined;
  const place = [row.espace, row.ville].filter(Boolean).join(', ');
  return { reference: row.reference, place: place || null };
}
