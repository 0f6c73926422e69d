import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { initializeDataFolder } from '../../src/db/pglite-init';
import { migrationsDir } from '../../src/paths';

// A new data folder is created and migrated in a child process, so the server's own memory never
// holds what initdb and the first migrations grew (docs/decisions/0013-embedded-database-memory.md).
describe('a new embedded data folder', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-init-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is created and migrated outside the server process', async () => {
    const folder = path.join(scratch, 'pgdata');
    await initializeDataFolder(folder, '', migrationsDir);
    const database = await openDatabase({ pgliteDir: folder });
    try {
      const { rows } = await database.db.execute<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.count).toBeGreaterThan(0);
      // Nothing is left for the server's own run.
      await database.migrate();
    } finally {
      await database.close();
    }
  }, 120_000);

  it('fails with a clear message when the folder cannot be created', async () => {
    const blocker = path.join(scratch, 'a-file');
    writeFileSync(blocker, 'not a folder');
    await expect(
      initializeDataFolder(path.join(blocker, 'pgdata'), '', migrationsDir),
    ).rejects.toThrow(/PGlite initialization failed/);
  }, 120_000);
});
