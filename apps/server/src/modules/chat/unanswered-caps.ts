import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatUnansweredDays } from '../../db/schema';

/**
 * Bounds the unanswered-questions list staff work through (issue 28 §5): without it, 1,500
 * distinct made-up questions made 1,500 groups and buried the real gaps. The per-address rate
 * limit of POST /api/chat slows one visitor; these bound what many can add:
 *
 * - a question whose group is already open always joins it (a real gap keeps counting);
 * - at most NEW_GROUPS_PER_DAY new groups open per UTC day; past it, a new question is stored in
 *   the history without opening a group;
 * - at most OPEN_GROUPS_MAX groups are open at once: a new group then expires the oldest open group
 *   asked only once (its message stays in the history, out of the list); when every open group was
 *   asked more than once, the new question opens none.
 */
export const OPEN_GROUPS_MAX = 300;
export const NEW_GROUPS_PER_DAY = 100;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const openUnanswered = and(isNotNull(chatMessages.unansweredKey), isNull(chatMessages.resolvedAt));

/**
 * The unanswered key to store with a new message: `key` when it joins an open group or may open
 * one, else null. Runs in the transaction that stores the message, under a lock that serializes
 * group openings across instances.
 */
export async function admitUnanswered(
  tx: Tx,
  key: string,
  now: Date,
  caps = { openMax: OPEN_GROUPS_MAX, perDay: NEW_GROUPS_PER_DAY },
): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat-unanswered-groups'))`);
  const [joined] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.unansweredKey, key), isNull(chatMessages.resolvedAt)))
    .limit(1);
  if (joined) return key;

  const [open] = await tx
    .select({ groups: sql<number>`count(distinct ${chatMessages.unansweredKey})::int` })
    .from(chatMessages)
    .where(openUnanswered);
  if ((open?.groups ?? 0) >= caps.openMax) {
    const [oldestSingleton] = await tx
      .select({ key: chatMessages.unansweredKey })
      .from(chatMessages)
      .where(openUnanswered)
      .groupBy(chatMessages.unansweredKey)
      .having(eq(count(), 1))
      .orderBy(asc(sql`max(${chatMessages.createdAt})`), asc(chatMessages.unansweredKey))
      .limit(1);
    if (!oldestSingleton?.key) return null;
    // Checked before expiring: a day already at its cap must not drop an old group for nothing.
    if (!(await takeNewGroup(tx, now, caps.perDay))) return null;
    await tx
      .update(chatMessages)
      .set({ unansweredKey: null })
      .where(and(eq(chatMessages.unansweredKey, oldestSingleton.key), openUnanswered));
    return key;
  }
  return (await takeNewGroup(tx, now, caps.perDay)) ? key : null;
}

/** Counts one more group opened on `now`'s UTC day, unless the day reached its cap. */
async function takeNewGroup(tx: Tx, now: Date, perDay: number): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const rows = await tx
    .insert(chatUnansweredDays)
    .values({ day, groups: 1 })
    .onConflictDoUpdate({
      target: chatUnansweredDays.day,
      set: { groups: sql`${chatUnansweredDays.groups} + 1` },
      setWhere: sql`${chatUnansweredDays.groups} < ${perDay}`,
    })
    .returning({ groups: chatUnansweredDays.groups });
  return rows.length > 0 && perDay > 0;
}
