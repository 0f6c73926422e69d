import type { ListQuery } from '@app/contracts';
import {
  type answersBodySchema,
  type createQuestionnaireSchema,
  type QuestionnaireDetail,
  type QuestionnaireRow,
  type Recipient,
  type StaffQuestionnaireRow,
  YES_NO_ANSWERS,
} from '@app/contracts/questionnaires';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, questionnaireQuestions, questionnaires } from '../../db/schema';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';

const likeAnywhere = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Counts come from the questions table; the status follows them (Terminé = all answered). */
const questionCount = sql<number>`(select count(*)::int from ${questionnaireQuestions} where ${questionnaireQuestions.questionnaireId} = ${questionnaires.id})`;
const answerCount = sql<number>`(select count(*)::int from ${questionnaireQuestions} where ${questionnaireQuestions.questionnaireId} = ${questionnaires.id} and ${questionnaireQuestions.answer} is not null)`;

const rowColumns = {
  id: questionnaires.id,
  title: questionnaires.title,
  entreprise: clients.companyName,
  type: questionnaires.type,
  questions: questionCount,
  answers: answerCount,
  createdAt: questionnaires.createdAt,
  clientId: questionnaires.clientId,
  client: clients.fullName,
};

type RawRow = {
  id: number;
  title: string;
  entreprise: string;
  type: 'yesno' | 'qcm';
  questions: number;
  answers: number;
  createdAt: Date;
  clientId: number;
  client: string;
};

function toRow(raw: RawRow): QuestionnaireRow {
  const questions = Number(raw.questions);
  const answers = Number(raw.answers);
  return {
    id: raw.id,
    title: raw.title,
    entreprise: raw.entreprise,
    type: raw.type,
    status: questions > 0 && answers >= questions ? 'Terminé' : 'En Cours',
    questions,
    answers,
    created_at: raw.createdAt.toISOString(),
  };
}

async function listRows(db: Db, where: SQL | undefined, query: ListQuery) {
  const { rows, total } = await pageAndCount(
    query,
    db
      .select(rowColumns)
      .from(questionnaires)
      .innerJoin(clients, eq(clients.id, questionnaires.clientId))
      .where(where)
      .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id)),
    db
      .select({ total: count() })
      .from(questionnaires)
      .innerJoin(clients, eq(clients.id, questionnaires.clientId))
      .where(where),
  );
  return { rows: rows as RawRow[], total };
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeAnywhere(q);
  return or(ilike(questionnaires.title, pattern), ilike(clients.companyName, pattern));
}

export async function listForClient(db: Db, clientId: number, query: ListQuery) {
  const { rows, total } = await listRows(
    db,
    and(eq(questionnaires.clientId, clientId), searchFilter(query.q)),
    query,
  );
  return { items: rows.map(toRow), total };
}

export async function listForStaff(db: Db, query: ListQuery) {
  const { rows, total } = await listRows(db, searchFilter(query.q), query);
  const items: StaffQuestionnaireRow[] = rows.map((raw) => ({
    ...toRow(raw),
    clientId: raw.clientId,
    client: raw.client,
  }));
  return { items, total };
}

/** One questionnaire of the caller with its questions; another client's is simply not found. */
export async function getForClient(
  db: Db,
  clientId: number,
  id: number,
): Promise<QuestionnaireDetail> {
  const raw = await firstOrNotFound(
    db
      .select(rowColumns)
      .from(questionnaires)
      .innerJoin(clients, eq(clients.id, questionnaires.clientId))
      .where(and(eq(questionnaires.id, id), eq(questionnaires.clientId, clientId))),
  );
  const items = await db
    .select({
      id: questionnaireQuestions.id,
      text: questionnaireQuestions.text,
      options: questionnaireQuestions.options,
      answer: questionnaireQuestions.answer,
    })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, id))
    .orderBy(asc(questionnaireQuestions.id));
  return { ...toRow(raw as RawRow), items };
}

export async function answer(
  db: Db,
  clientId: number,
  id: number,
  body: z.output<typeof answersBodySchema>,
): Promise<QuestionnaireDetail> {
  const detail = await getForClient(db, clientId, id);
  const byId = new Map(detail.items.map((item) => [item.id, item]));
  for (const entry of body.answers) {
    const question = byId.get(entry.questionId);
    if (!question) throw badRequest('questionnaires.questionNotFound');
    const allowed: readonly string[] = detail.type === 'yesno' ? YES_NO_ANSWERS : question.options;
    if (!allowed.includes(entry.answer)) throw badRequest('questionnaires.answerInvalid');
  }
  const answeredAt = new Date();
  await db.transaction(async (tx) => {
    for (const entry of body.answers) {
      await tx
        .update(questionnaireQuestions)
        .set({ answer: entry.answer, answeredAt })
        .where(
          and(
            eq(questionnaireQuestions.id, entry.questionId),
            eq(questionnaireQuestions.questionnaireId, id),
          ),
        );
    }
  });
  return getForClient(db, clientId, id);
}

export async function create(
  db: Db,
  input: z.output<typeof createQuestionnaireSchema>,
): Promise<StaffQuestionnaireRow> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.status, 'active')));
  if (!client) {
    throw badRequest('questionnaires.clientNotFound', {
      clientId: 'questionnaires.clientNotFound',
    });
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questionnaires)
      .values({ clientId: input.clientId, title: input.title, type: input.type })
      .returning({ id: questionnaires.id });
    await tx.insert(questionnaireQuestions).values(
      input.questions.map((question) => ({
        questionnaireId: row!.id,
        text: question.text,
        options: input.type === 'qcm' ? [...new Set(question.options)] : [],
      })),
    );
    return row!.id;
  });
  const [raw] = await db
    .select(rowColumns)
    .from(questionnaires)
    .innerJoin(clients, eq(clients.id, questionnaires.clientId))
    .where(eq(questionnaires.id, id));
  const typed = raw as RawRow;
  return { ...toRow(typed), clientId: typed.clientId, client: typed.client };
}

/** Active clients matching `q`, for the staff form's recipient picker. */
export async function recipients(db: Db, q: string | undefined): Promise<Recipient[]> {
  const filters: (SQL | undefined)[] = [inArray(clients.status, ['active'])];
  if (q) {
    const pattern = likeAnywhere(q);
    filters.push(
      or(
        ilike(clients.companyName, pattern),
        ilike(clients.fullName, pattern),
        ilike(clients.email, pattern),
      ),
    );
  }
  return db
    .select({
      id: clients.id,
      companyName: clients.companyName,
      fullName: clients.fullName,
      email: clients.email,
    })
    .from(clients)
    .where(and(...filters))
    .orderBy(asc(clients.companyName), asc(clients.id))
    .limit(20);
}
