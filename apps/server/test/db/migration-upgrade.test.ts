import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../src/paths';

/**
 * Upgrading a database made before 0002_round_five: that migration adds a unique index on
 * reservations (email, demo_date), and a committed migration is never edited. A database holding
 * the same person's booking twice for one day refuses it, and the server does not start, until the
 * duplicates are removed with the step docs/operations.md gives (tested here as written there).
 */

const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'));
const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was before `tag` (the database an older release left behind). */
function migrationsBefore(tag: string): string {
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  const folder = path.join(scratch, `before-${tag}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) {
    copyFileSync(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** The SQL block of docs/operations.md's upgrade step for this migration. */
function documentedDeduplication(): string {
  const doc = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Upgrading past 0002_round_five'));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/operations.md has no SQL for the 0002 upgrade');
  return block;
}

async function olderDatabaseWithDuplicates() {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore('0002_round_five') });
  await client.exec(`
    INSERT INTO reservations (name, email, phone, demo_date, created_at) VALUES
      ('Amel', 'amel@example.tn', '22123456', '2026-06-15', '2026-05-01T09:00:00Z'),
      ('Amel', 'amel@example.tn', '22123456', '2026-06-15', '2026-05-01T09:00:03Z'),
      ('Amel', 'amel@example.tn', '22123456', '2026-06-16', '2026-05-01T09:01:00Z'),
      ('Karim', 'karim@example.tn', '55123456', '2026-06-15', '2026-05-02T10:00:00Z');
  `);
  return { client, db };
}

describe('upgrading a database with duplicate reservations past 0002_round_five', () => {
  it('fails as committed: the unique (email, day) index refuses the duplicates', async () => {
    const { client, db } = await olderDatabaseWithDuplicates();
    try {
      await expect(migrate(db, { migrationsFolder: migrationsDir })).rejects.toThrow(
        /reservations_email_day_idx|could not create unique index/,
      );
      // Nothing of the failed migration stays: the four bookings are untouched.
      const { rows } = await client.query('SELECT count(*)::int AS n FROM reservations');
      expect(rows).toEqual([{ n: 4 }]);
    } finally {
      await client.close();
    }
  });

  it('succeeds after the documented step, which keeps each person’s first booking of a day', async () => {
    const { client, db } = await olderDatabaseWithDuplicates();
    try {
      await client.exec(documentedDeduplication());
      await migrate(db, { migrationsFolder: migrationsDir });
      const { rows } = await client.query(
        'SELECT email, demo_date::text AS day, created_at FROM reservations ORDER BY email, demo_date',
      );
      expect(rows).toEqual([
        {
          email: 'amel@example.tn',
          day: '2026-06-15',
          created_at: new Date('2026-05-01T09:00:00Z'),
        },
        {
          email: 'amel@example.tn',
          day: '2026-06-16',
          created_at: new Date('2026-05-01T09:01:00Z'),
        },
        {
          email: 'karim@example.tn',
          day: '2026-06-15',
          created_at: new Date('2026-05-02T10:00:00Z'),
        },
      ]);
    } finally {
      await client.close();
    }
  });
});
