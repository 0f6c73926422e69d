import { randomUUID } from 'node:crypto';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../src/db/schema';
import {
  admitUnanswered,
  NEW_GROUPS_PER_DAY,
  OPEN_GROUPS_MAX,
} from '../../../src/modules/chat/unanswered-caps';
import { bearer, createAdminAccount, type TestAccount } from '../../helpers/app';
import { postChat, useTestApp } from '../../helpers/fixtures';

// Issue 28 §5: 1,500 distinct questions made 1,500 groups for staff to wade through.
const t = useTestApp();
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAdminAccount(t.app);
});

let address = 0;
const chat = (message: string) =>
  postChat(
    t.app,
    { message },
    {},
    // Many visitors: the per-address limit does not stop them, the caps must.
    { remoteAddress: `10.9.${Math.floor(address / 250)}.${address++ % 250}` },
  );
/** A made-up word no FAQ entry knows. */
const nonsense = () =>
  `Zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

async function openGroups() {
  const [row] = await t.app.db
    .select({ groups: sql<number>`count(distinct ${chatMessages.unansweredKey})::int` })
    .from(chatMessages)
    .where(and(isNotNull(chatMessages.unansweredKey), isNull(chatMessages.resolvedAt)));
  return row?.groups ?? 0;
}

describe('unanswered-questions caps', () => {
  it(`a flood of distinct questions opens at most ${NEW_GROUPS_PER_DAY} groups a day; known gaps keep counting`, async () => {
    expect(NEW_GROUPS_PER_DAY).toBe(100);
    expect(OPEN_GROUPS_MAX).toBe(300);
    const realGap = nonsense();
    expect((await chat(`Vous livrez à ${realGap} ?`)).statusCode).toBe(200);
    for (let i = 0; i < NEW_GROUPS_PER_DAY + 20; i++) {
      const response = await chat(`Vous livrez à ${nonsense()} ?`);
      expect(response.statusCode).toBe(200);
    }
    expect(await openGroups()).toBe(NEW_GROUPS_PER_DAY);
    // Every exchange is still in the history.
    const [stored] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(sql`${chatMessages.message} like 'Vous livrez à Zq%'`);
    expect(stored?.n).toBe(NEW_GROUPS_PER_DAY + 21);
    // The group opened before the flood still collects the question asked again.
    await chat(`Vous livrez à ${realGap} ?`);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/chat/unanswered?q=${realGap}`,
      headers: bearer(admin.token),
    });
    expect(list.json()).toEqual([expect.objectContaining({ count: 2 })]);
  });

  it('past the open-groups cap a new question expires the oldest singleton, never a repeated group', async () => {
    const caps = { openMax: 3, perDay: 1_000 };
    const day = new Date('2031-01-01T10:00:00Z');
    // Another database state: start from no open group.
    await t.app.db.update(chatMessages).set({ resolvedAt: new Date() });
    const insert = (key: string, at: string) =>
      t.app.db.transaction(async (tx) => {
        const admitted = await admitUnanswered(tx, key, day, caps);
        await tx.insert(chatMessages).values({
          message: key,
          response: '-',
          language: 'fr',
          unansweredKey: admitted,
          createdAt: new Date(at),
        });
        return admitted;
      });
    expect(await insert('alpha', '2031-01-01T08:00:00Z')).toBe('alpha');
    expect(await insert('alpha', '2031-01-01T08:01:00Z')).toBe('alpha');
    expect(await insert('beta', '2031-01-01T08:02:00Z')).toBe('beta');
    expect(await insert('gamma', '2031-01-01T08:03:00Z')).toBe('gamma');
    // Full (alpha ×2, beta, gamma): delta expires beta, the oldest asked once.
    expect(await insert('delta', '2031-01-01T08:04:00Z')).toBe('delta');
    const keys = async () =>
      (
        await t.app.db
          .selectDistinct({ key: chatMessages.unansweredKey })
          .from(chatMessages)
          .where(and(isNotNull(chatMessages.unansweredKey), isNull(chatMessages.resolvedAt)))
      )
        .map((row) => row.key)
        .sort();
    expect(await keys()).toEqual(['alpha', 'delta', 'gamma']);
    // gamma and delta asked again: every open group is repeated, so epsilon opens none.
    await insert('gamma', '2031-01-01T08:05:00Z');
    await insert('delta', '2031-01-01T08:06:00Z');
    expect(await insert('epsilon', '2031-01-01T08:07:00Z')).toBeNull();
    expect(await keys()).toEqual(['alpha', 'delta', 'gamma']);
  });

  it('the daily cap starts again the next UTC day', async () => {
    const caps = { openMax: 1_000, perDay: 2 };
    const admit = (key: string, at: string) =>
      t.app.db.transaction((tx) => admitUnanswered(tx, key, new Date(at), caps));
    expect(await admit('day-one-a', '2032-03-04T23:00:00Z')).toBe('day-one-a');
    expect(await admit('day-one-b', '2032-03-04T23:30:00Z')).toBe('day-one-b');
    expect(await admit('day-one-c', '2032-03-04T23:59:59Z')).toBeNull();
    expect(await admit('day-two-a', '2032-03-05T00:00:00Z')).toBe('day-two-a');
  });
});
