import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { clients } from '../../src/db/schema';
import { ArchiveError } from '../../src/lib/backup/archive';
import { backup, RestoreRefused, restore } from '../../src/lib/backup/operations';
import { backupTargetFromEnv, readBackupToken } from '../../src/lib/backup/target';
import { bearer, createClientAccount, xsrf } from '../helpers/app';
import { createScratchDatabase, usingPostgres } from '../helpers/database';

/**
 * backup → wipe → restore → the same rows, files and logins, on the database this run targets:
 * the embedded one (its dump made by the running server, which holds the data folder) or
 * PostgreSQL (pg_dump / pg_restore).
 */

const PASSPHRASE = 'correct horse battery staple';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

let root: string;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const env = () => ({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

async function startServer(): Promise<FastifyInstance> {
  const config = loadConfig({
    ...env(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    ADMIN_FACE_CHECK: 'off',
    MQTT_PORT: '0',
    WEB_DIST_DIR: path.join(root, 'no-web-build'),
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const target = (app?: FastifyInstance) => {
  const address = app?.server.address();
  const port = address && typeof address === 'object' ? String(address.port) : '1';
  return backupTargetFromEnv({ ...env(), PORT: port });
};

async function newDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const scratch = await createScratchDatabase(adminUrl, 'backup');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  dataDir = path.join(root, 'data');
  if (usingPostgres) await newDatabase();
});
afterAll(async () => {
  await dropDatabase?.();
  await rm(root, { recursive: true, force: true });
});

// Each step starts a server on an on-disk database (a fresh PGlite folder is made by initdb in a
// child process: 10–25 s on a loaded 2-core machine) and derives scrypt keys.
describe(`backup and restore (${usingPostgres ? 'PostgreSQL' : 'embedded PGlite'})`, {
  timeout: 120_000,
}, () => {
  const archive = () => path.join(root, 'backup.platform');
  const plainArchive = () => path.join(root, 'backup.tar.gz');
  let client: { id: number; email: string; password: string; token: string };
  const uploadName = `${randomUUID()}.png`;
  let clientCount = 0;

  it('backs up a running server: database, uploads, site pages and secrets', async () => {
    const app = await startServer();
    try {
      client = await createClientAccount(app, { companyName: 'Sauvegarde SARL' });
      await createClientAccount(app);
      clientCount = (await app.db.select().from(clients)).length;
      await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', uploadName), PNG);
      await mkdir(path.join(dataDir, 'site', '3-abc'), { recursive: true });
      await writeFile(path.join(dataDir, 'site', '3-abc', 'index.html'), '<h1>Publié</h1>');
      const lines: string[] = [];
      const manifest = await backup(target(app), archive(), {
        passphrase: PASSPHRASE,
        say: (line) => lines.push(line),
      });
      expect(manifest).toMatchObject({
        database: usingPostgres ? 'postgres' : 'pglite',
        uploads: 1,
      });
      expect(lines[0]).toBe(
        usingPostgres
          ? 'database: PostgreSQL, pg_dump -Fc'
          : `database: embedded, dumped by the running server (http://127.0.0.1:${(app.server.address() as { port: number }).port})`,
      );
      await backup(target(app), plainArchive());
      // The server keeps serving during and after.
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const encrypted = await readFile(archive());
    expect(encrypted.subarray(0, 8).toString()).toBe('PLATBAK1');
    expect(encrypted.includes(Buffer.from('Sauvegarde SARL'))).toBe(false);
    // Without a passphrase: a plain .tar.gz.
    expect((await readFile(plainArchive())).subarray(0, 2).toString('hex')).toBe('1f8b');
  });

  it('refuses a wrong passphrase, a missing one and a tampered archive, writing nothing', async () => {
    await rm(dataDir, { recursive: true, force: true });
    await expect(restore(target(), archive(), { passphrase: 'wrong' })).rejects.toThrow(
      new ArchiveError('wrong passphrase, or the archive is damaged (authentication failed)'),
    );
    await expect(restore(target(), archive())).rejects.toThrow(
      'this archive is encrypted: set BACKUP_PASSPHRASE to restore it',
    );
    const tampered = path.join(root, 'tampered.platform');
    const bytes = await readFile(archive());
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 1;
    await writeFile(tampered, bytes);
    await expect(restore(target(), tampered, { passphrase: PASSPHRASE })).rejects.toThrow(
      'wrong passphrase, or the archive is damaged (authentication failed)',
    );
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('restores onto a wiped target: the same rows, files and logins', async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (usingPostgres) {
      await dropDatabase?.();
      await newDatabase();
    }
    await restore(target(), archive(), { passphrase: PASSPHRASE });
    expect(await readFile(path.join(dataDir, 'uploads', uploadName))).toEqual(PNG);
    expect(await readFile(path.join(dataDir, 'site', '3-abc', 'index.html'), 'utf8')).toBe(
      '<h1>Publié</h1>',
    );
    expect(existsSync(path.join(dataDir, 'secrets', 'jwt-secret'))).toBe(true);
    const app = await startServer();
    try {
      const rows = await app.db.select().from(clients);
      expect(rows.length).toBe(clientCount);
      const [row] = await app.db.select().from(clients).where(eq(clients.id, client.id));
      expect(row?.companyName).toBe('Sauvegarde SARL');
      // The password still signs in, and a session issued before the backup is still valid
      // (the JWT key came back with the secrets).
      const signin = await app.inject({
        method: 'POST',
        url: '/api/signin',
        ...xsrf,
        payload: { email: client.email, password: client.password },
      });
      expect(signin.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(client.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(client.email);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds data unless --force', async () => {
    await expect(restore(target(), plainArchive())).rejects.toThrow(RestoreRefused);
    await expect(restore(target(), plainArchive())).rejects.toThrow(
      /^the target is not empty \(.*\): restore onto a fresh DATA_DIR or database, or add --force to replace it$/,
    );
    // Something written after the backup disappears with --force.
    await writeFile(path.join(dataDir, 'uploads', `${randomUUID()}.png`), PNG);
    await restore(target(), plainArchive(), { force: true });
    const app = await startServer();
    try {
      expect((await app.db.select().from(clients)).length).toBe(clientCount);
    } finally {
      await app.close();
    }
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([uploadName]);
  });

  it('refuses to restore while a server holds the embedded database (PostgreSQL: not needed)', async () => {
    const app = await startServer();
    try {
      if (usingPostgres) {
        await restore(target(app), plainArchive(), { force: true });
        return;
      }
      await expect(restore(target(app), plainArchive(), { force: true })).rejects.toThrow(
        /^a running server holds .*pgdata: stop it before restoring/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('POST /internal/backup/database', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer();
  }, 120_000);
  afterAll(() => app.close());

  it('is served on the embedded database only, to a local caller with the token of DATA_DIR/secrets', async () => {
    if (usingPostgres) {
      // No route, no token: pg_dump makes the dump.
      expect(existsSync(path.join(dataDir, 'secrets', 'backup-token'))).toBe(false);
      const response = await app.inject({ method: 'POST', url: '/internal/backup/database' });
      expect(response.statusCode).toBe(404);
      return;
    }
    const token = readBackupToken(dataDir);
    const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: '/internal/backup/database', headers, remoteAddress });
    const ok = await call(bearer(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/gzip');
    expect(ok.rawPayload.subarray(0, 2).toString('hex')).toBe('1f8b');
    for (const [headers, remote] of [
      [{}, '127.0.0.1'],
      [bearer(`${token}x`), '127.0.0.1'],
      [bearer(token), '10.0.0.5'],
      [{ ...bearer(token), 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'],
    ] as const) {
      const response = await call(headers, remote);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('error.notFound');
    }
  });
});
