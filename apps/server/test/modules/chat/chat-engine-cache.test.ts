import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { faqEntries } from '../../../src/db/schema/chat';
import { createCpuPool } from '../../../src/lib/cpu-pool';
import { createChatEngine, VERSION_CHECK_MS } from '../../../src/modules/chat/chat-engine';
import { seedFaqIfEmpty } from '../../../src/modules/chat/service';
import { openTestDatabase } from '../../helpers/database';

const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;
const QUESTION = 'Do you deliver to Djerba island?';

describe('chat engine FAQ cache', () => {
  let database: Database;
  let clock = 0;
  const engineOver = () =>
    createChatEngine({
      db: database.db,
      log: silent,
      findStation: async () => undefined,
      // Never started: these messages carry no image.
      cpu: createCpuPool(),
      now: () => clock,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate(); // a new PostgreSQL database starts empty
    await seedFaqIfEmpty(database.db);
  });
  afterAll(() => database.close());

  const ask = (engine: ReturnType<typeof engineOver>) =>
    engine.reply({ message: QUESTION, fallbackLanguage: 'en' });

  it('sees another instance’s FAQ edit once the version check is due, not before', async () => {
    const engine = engineOver();
    expect((await ask(engine)).kind).toBe('unknown');

    // Another instance adds the entry: this engine's invalidate() is never called.
    const [added] = await database.db
      .insert(faqEntries)
      .values({
        language: 'en',
        question: QUESTION,
        answers: ['Yes: we deliver and install in Djerba within a week.'],
      })
      .returning();

    clock += VERSION_CHECK_MS - 1;
    expect((await ask(engine)).kind).toBe('unknown');

    clock += 2;
    const fresh = await ask(engine);
    expect(fresh.kind).toBe('answer');
    expect(fresh.response).toContain('Djerba within a week');

    await database.db.delete(faqEntries).where(eq(faqEntries.id, added?.id ?? 0));
  });

  it('sees an edit made on this instance at once', async () => {
    const engine = engineOver();
    expect((await ask(engine)).kind).toBe('unknown');
    await database.db
      .insert(faqEntries)
      .values({ language: 'en', question: QUESTION, answers: ['Yes, Djerba too.'] });
    engine.invalidate();
    expect((await ask(engine)).response).toContain('Yes, Djerba too.');
  });
});
