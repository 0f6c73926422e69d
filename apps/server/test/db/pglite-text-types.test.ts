import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { skipRepeatedParsers } from '../../src/db/pglite-text-types';
import { faqEntries } from '../../src/db/schema';

describe('PGlite queries without drizzle’s repeated parsers', () => {
  it('drops per-query parsers that only keep date and time types as text, passes any others', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const fake = {
      query: async (_text: string, _params?: unknown[], options?: QueryOptions) => {
        seen.push(options);
        return { rows: [], fields: [] };
      },
    } as unknown as PGlite;
    const client = skipRepeatedParsers(fake);
    const asText = (value: string) => value;
    await client.query('select 1', [], {
      rowMode: 'array',
      parsers: { 1184: asText, 1082: asText },
    });
    const other = { 1184: asText, 23: (value: string) => Number(value) * 2 };
    await client.query('select 2', [], { rowMode: 'array', parsers: other });
    await client.query('select 3');
    expect(seen).toEqual([
      { rowMode: 'array', parsers: undefined },
      { rowMode: 'array', parsers: other },
      undefined,
    ]);
  });

  describe('on a real embedded database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ memory: true });
      await database.migrate();
    });
    afterAll(() => database.close());

    it('reads timestamps, dates and intervals through drizzle exactly as before', async () => {
      const [row] = await database.db
        .insert(faqEntries)
        .values({ question: 'Quand ?', answers: ['Maintenant.'], language: 'fr' })
        .returning();
      expect(row?.createdAt).toBeInstanceOf(Date);
      const [read] = await database.db
        .select()
        .from(faqEntries)
        .where(sql`${faqEntries.id} = ${row?.id}`);
      expect(read?.createdAt.getTime()).toBe(row?.createdAt.getTime());
      const { rows } = await database.db.execute<{ day: string; span: string; at: string }>(
        sql`select date '2026-11-26' as day, interval '90 minutes' as span, timestamptz '2026-11-26 08:00:00+00' as at`,
      );
      expect(rows[0]).toEqual({
        day: '2026-11-26',
        span: '01:30:00',
        at: '2026-11-26 08:00:00+00',
      });
    });
  });
});
