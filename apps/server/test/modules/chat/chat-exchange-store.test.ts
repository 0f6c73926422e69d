import { randomUUID } from 'node:crypto';
import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../src/db/schema';
import { exchangeStore } from '../../../src/modules/chat/service';
import { useTestApp } from '../../helpers/fixtures';

const t = useTestApp();

describe('storing exchanges', () => {
  it('stores the exchanges of one turn together: answered, joining an open group, opening one; a bad one fails alone', async () => {
    const save = exchangeStore(t.app.db);
    const tag = randomUUID();
    const exchange = (
      message: string,
      unansweredKey: string | null,
      image: string | null = null,
    ) => ({
      message: `${tag} ${message}`,
      response: 'Réponse',
      image,
      language: 'fr' as const,
      unansweredKey,
    });
    const known = `known-${tag}`;
    const fresh = `fresh-${tag}`;
    await save(exchange('opens the known group', known));

    // All in one turn: they share statements.
    const outcomes = await Promise.allSettled([
      save(exchange('answered 1', null)),
      save(exchange('joins 1', known)),
      save(exchange('answered 2', null)),
      save(exchange('too long an image name', null, 'x'.repeat(201))),
      save(exchange('opens a new group', fresh)),
      save(exchange('joins 2', known)),
      save(exchange('joins the new group', fresh)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);

    const stored = await t.app.db
      .select({ message: chatMessages.message, key: chatMessages.unansweredKey })
      .from(chatMessages)
      .where(like(chatMessages.message, `${tag} %`))
      .orderBy(asc(chatMessages.id));
    const byMessage = Object.fromEntries(
      stored.map((row) => [row.message.slice(tag.length + 1), row.key]),
    );
    expect(byMessage).toEqual({
      'opens the known group': known,
      'answered 1': null,
      'answered 2': null,
      'joins 1': known,
      'joins 2': known,
      'opens a new group': fresh,
      'joins the new group': fresh,
    });
  });
});
