import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import {
  DataFolderLockedError,
  lockDataFolder,
  UNREADABLE_LOCK_GRACE_MS,
} from '../../src/db/data-folder-lock';
import { admins } from '../../src/db/schema';
import { createScratchDatabase, usingPostgres } from '../helpers/database';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const photo = path.join(serverRoot, 'test/fixtures/face-a.jpg');

/** Runs `npm run admin:create`'s script as an operator would, in a separate process. */
function createAdminCli(env: Record<string, string>, email: string) {
  const args = [
    'tsx',
    'src/scripts/create-admin.ts',
    ...['--nom', 'Lock', '--prenom', 'Test', '--email', email],
    ...['--telephone', '71123456', '--poste', 'Opérations', '--image', photo],
  ];
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npx',
      args,
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          ADMIN_PASSWORD: 'lock-test-secret',
          ADMIN_FACE_CHECK: 'off',
          ...env,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'lock-test-'));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the embedded data folder belongs to one process', () => {
  it('refuses a second holder, and frees the folder on release', async () => {
    const folder = path.join(await newFolder(), 'pgdata');
    const release = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataFolder(folder)();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const folder = path.join(await newFolder(), 'pgdata');
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid, since: '2026-01-01T00:00:00Z' }));
    const release = lockDataFolder(folder);
    release();
  });

  it('takes over a lock naming its own pid that it did not take (a restarted container)', async () => {
    const folder = path.join(await newFolder(), 'pgdata');
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: process.pid, since: '2026-01-01T00:00:00Z' }),
    );
    const release = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).since).not.toBe(
      '2026-01-01T00:00:00Z',
    );
    // The lock this process did take still refuses a second opening.
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('waits for a lock file that is still being written instead of taking it over', async () => {
    const folder = path.join(await newFolder(), 'pgdata');
    const lockFile = `${folder}.lock`;
    // Another process has created the file and writes its pid a moment later.
    writeFileSync(lockFile, '');
    const writer = spawn(process.execPath, [
      '-e',
      `console.log('ready'); setTimeout(() => require('fs').writeFileSync(${JSON.stringify(lockFile)}, JSON.stringify({ pid: process.pid })), 150); setTimeout(() => {}, 60000);`,
    ]);
    try {
      await new Promise((resolve) => writer.stdout.once('data', resolve));
      let refused: unknown;
      try {
        lockDataFolder(folder)();
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DataFolderLockedError);
      expect((refused as DataFolderLockedError).holder.pid).toBe(writer.pid);
    } finally {
      writer.kill();
    }
  });

  it('takes over a lock file that stays empty past the grace period', async () => {
    const folder = path.join(await newFolder(), 'pgdata');
    writeFileSync(`${folder}.lock`, '');
    const started = Date.now();
    const release = lockDataFolder(folder);
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNREADABLE_LOCK_GRACE_MS);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });
});

if (!usingPostgres) {
  describe('admin:create next to a server on the embedded database', () => {
    it('refuses clearly while the server holds the folder, and works once it is stopped', {
      timeout: 240_000,
    }, async () => {
      const dataDir = await newFolder();
      const email = `lock-${randomBytes(4).toString('hex')}@example.tn`;
      // The "server": this process opens the data folder as `npm start` does.
      const server = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
      await server.migrate();
      try {
        const refused = await createAdminCli({ DATA_DIR: dataDir }, email);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toMatch(/in use by process \d+/);
        expect(refused.output).toMatch(/stop the server/i);
        // Nothing half-done: no row, and the e-mail is not "taken".
        expect(await server.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
      } finally {
        await server.close();
      }

      const created = await createAdminCli({ DATA_DIR: dataDir }, email);
      expect(created.output).toContain('Administrateur créé');
      expect(created.code).toBe(0);
      const reopened = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
      try {
        const rows = await reopened.db.select().from(admins).where(eq(admins.email, email));
        expect(rows).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    });
  });
}

if (usingPostgres) {
  describe('admin:create next to a server on PostgreSQL', () => {
    it('works while the server is running', { timeout: 240_000 }, async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lock');
      const server = await openDatabase({ url: scratch.url });
      try {
        await server.migrate();
        const email = `lock-${randomBytes(4).toString('hex')}@example.tn`;
        const created = await createAdminCli(
          { DATABASE_URL: scratch.url, DATA_DIR: await newFolder() },
          email,
        );
        expect(created.output).toContain('Administrateur créé');
        expect(created.code).toBe(0);
        const rows = await server.db.select().from(admins).where(eq(admins.email, email));
        expect(rows).toHaveLength(1);
      } finally {
        await server.close();
        await scratch.drop();
      }
    });
  });
}
