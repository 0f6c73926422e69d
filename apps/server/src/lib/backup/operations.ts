import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { DataFolderLockedError, lockDataFolder } from '../../db/data-folder-lock';
import { contentTypeOf } from '../uploads';
import { ArchiveError, readArchive, writeArchive } from './archive';
import { type BackupTarget, backupTokenFile, readBackupToken } from './target';

/**
 * `npm run backup` / `npm run restore`: everything that matters in one archive — the database
 * (PGlite's data folder, or `pg_dump -Fc` of PostgreSQL), the uploads (local folder or S3 bucket),
 * the published site pages (DATA_DIR/site) and the generated secrets (DATA_DIR/secrets: the JWT
 * key, so sessions and logins survive). docs/operations.md has the runbook.
 */

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: number;
}

const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database/pglite.tar.gz';
const POSTGRES_DUMP = 'database/postgres.dump';
/** Per-server files that are not part of a backup (the server writes a new one at each start). */
const SKIPPED_SECRETS = new Set(['backup-token']);

type Say = (line: string) => void;

async function staging(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'platform-backup-'));
  await chmod(folder, 0o700);
  return folder;
}

/** Runs a PostgreSQL client tool with the password in the environment, not the command line. */
async function runPgTool(tool: string, args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} not found: install PostgreSQL's client tools (postgresql-client)`)
          : error,
      ),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`);
}

/** The embedded database's files: read directly when no process holds them, else via the server. */
async function dumpPglite(target: BackupTarget, file: string, say: Say) {
  const pgdata = path.join(target.dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new Error(`no embedded database in ${pgdata}: nothing to back up`);
  }
  let unlock: (() => void) | undefined;
  try {
    unlock = lockDataFolder(pgdata);
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
  }
  if (unlock) {
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(pgdata);
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      say('database: embedded (server stopped), data folder copied');
    } finally {
      unlock();
    }
    return;
  }
  // The running server holds the folder: it makes a consistent copy between two queries.
  let token: string;
  try {
    token = readBackupToken(target.dataDir);
  } catch {
    throw new Error(
      `the server holds ${pgdata} but ${backupTokenFile(target.dataDir)} is missing: restart it with this version`,
    );
  }
  const response = await fetch(`${target.serverUrl}/internal/backup/database`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).catch((error: Error) => {
    throw new Error(
      `the server holds ${pgdata} but does not answer on ${target.serverUrl} (${error.message}); set PORT to its port`,
    );
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`the server refused the database dump (HTTP ${response.status})`);
  }
  await pipeline(
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    createWriteStream(file, { mode: 0o600 }),
  );
  say(`database: embedded, dumped by the running server (${target.serverUrl})`);
}

async function copyIfPresent(from: string, to: string, filter?: (source: string) => boolean) {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, filter });
}

/** Writes the archive of `target` to `file`; encrypted when a passphrase is given. */
export async function backup(
  target: BackupTarget,
  file: string,
  options: { passphrase?: string; say?: Say } = {},
) {
  const say = options.say ?? (() => {});
  const folder = await staging();
  try {
    await mkdir(path.join(folder, 'database'));
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    if (target.databaseUrl) {
      await runPgTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(folder, POSTGRES_DUMP)}`,
        ],
        target.databaseUrl,
      );
      say('database: PostgreSQL, pg_dump -Fc');
    } else {
      await dumpPglite(target, path.join(folder, PGLITE_DUMP), say);
    }
    let uploads = 0;
    const uploadsFolder = path.join(folder, 'uploads');
    await mkdir(uploadsFolder);
    for await (const name of target.uploads.list()) {
      const object = await target.uploads.get(name);
      if (!object) continue; // deleted meanwhile
      const destination = path.join(uploadsFolder, name);
      await mkdir(path.dirname(destination), { recursive: true });
      await pipeline(object.body, createWriteStream(destination));
      uploads++;
    }
    say(`uploads: ${uploads} file(s) from ${target.uploadsWhere}`);
    await copyIfPresent(path.join(target.dataDir, 'site'), path.join(folder, 'site'));
    await copyIfPresent(
      path.join(target.dataDir, 'secrets'),
      path.join(folder, 'secrets'),
      (source) => !SKIPPED_SECRETS.has(path.basename(source)),
    );
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      uploads,
    };
    await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(folder, file, options.passphrase);
    say(`archive written: ${file}${options.passphrase ? ' (encrypted, AES-256-GCM)' : ''}`);
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const nonEmptyFolder = async (folder: string, ignore: Set<string> = new Set()) => {
  const entries = await readdir(folder).catch(() => [] as string[]);
  return entries.some((entry) => !ignore.has(entry));
};

/** Tables in the database's own schemas: a database with any is not a fresh target. */
async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace
        WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
    );
    for (const { nspname } of rows) {
      await client.query(`DROP SCHEMA ${pg.escapeIdentifier(nspname)} CASCADE`);
    }
    await client.query('CREATE SCHEMA IF NOT EXISTS public');
  } finally {
    await client.end();
  }
}

export class RestoreRefused extends Error {}

/** What is already in the target; a restore refuses it without --force. */
async function occupied(target: BackupTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const tables = await postgresTables(target.databaseUrl);
    if (tables > 0) found.push(`the database has ${tables} table(s)`);
  } else if (await nonEmptyFolder(path.join(target.dataDir, 'pgdata'))) {
    found.push(`${path.join(target.dataDir, 'pgdata')} is not empty`);
  }
  for await (const _ of target.uploads.list()) {
    found.push(`${target.uploadsWhere} has files`);
    break;
  }
  if (await nonEmptyFolder(path.join(target.dataDir, 'site')))
    found.push('DATA_DIR/site has files');
  if (await nonEmptyFolder(path.join(target.dataDir, 'secrets'), SKIPPED_SECRETS)) {
    found.push('DATA_DIR/secrets has files');
  }
  return found;
}

/**
 * Brings the archive at `file` back into `target`: refuses a target that already holds data
 * unless `force` (which replaces the database, the uploads, the site pages and the secrets).
 */
export async function restore(
  target: BackupTarget,
  file: string,
  options: { passphrase?: string; force?: boolean; say?: Say } = {},
) {
  const say = options.say ?? (() => {});
  const folder = await staging();
  // The embedded database must not be open elsewhere while its folder is replaced.
  const pgdata = path.join(target.dataDir, 'pgdata');
  let unlock: (() => void) | undefined;
  try {
    await readArchive(file, folder, options.passphrase);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new ArchiveError('not a backup archive of this platform (no manifest.json)');
    }
    if (manifest.format !== 1) throw new ArchiveError('archive made by a newer version');
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new RestoreRefused(
        manifest.database === 'postgres'
          ? 'this archive holds a PostgreSQL database: set DATABASE_URL to restore it'
          : 'this archive holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    }
    if (kind === 'pglite') {
      await mkdir(target.dataDir, { recursive: true });
      try {
        unlock = lockDataFolder(pgdata);
      } catch (error) {
        if (error instanceof DataFolderLockedError) {
          throw new RestoreRefused(
            `a running server holds ${pgdata}: stop it before restoring (process ${error.holder.pid})`,
          );
        }
        throw error;
      }
    }
    const found = await occupied(target);
    if (found.length > 0 && !options.force) {
      throw new RestoreRefused(
        `the target is not empty (${found.join('; ')}): restore onto a fresh DATA_DIR or database, or add --force to replace it`,
      );
    }

    if (kind === 'postgres') {
      const databaseUrl = target.databaseUrl as string;
      if (found.length > 0) await emptyPostgres(databaseUrl);
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          path.join(folder, POSTGRES_DUMP),
        ],
        databaseUrl,
      );
      say('database: PostgreSQL restored (pg_restore)');
    } else {
      // The lock this process holds is beside the folder (pgdata.lock), not in it.
      await rm(pgdata, { recursive: true, force: true });
      const { PGlite } = await import('@electric-sql/pglite');
      const dump = await readFile(path.join(folder, PGLITE_DUMP));
      const client = new PGlite(pgdata, { loadDataDir: new Blob([dump]) });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
      say(`database: embedded, restored into ${pgdata}`);
    }

    if (found.length > 0) {
      for await (const name of target.uploads.list()) await target.uploads.delete(name);
      await rm(path.join(target.dataDir, 'site'), { recursive: true, force: true });
    }
    let uploads = 0;
    const uploadsFolder = path.join(folder, 'uploads');
    const names = existsSync(uploadsFolder)
      ? (await readdir(uploadsFolder, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(uploadsFolder, path.join(entry.parentPath, entry.name)))
      : [];
    for (const name of names) {
      await target.uploads.put(
        name,
        await readFile(path.join(uploadsFolder, name)),
        contentTypeOf(name) ?? 'application/octet-stream',
      );
      uploads++;
    }
    say(`uploads: ${uploads} file(s) into ${target.uploadsWhere}`);
    await copyIfPresent(path.join(folder, 'site'), path.join(target.dataDir, 'site'));
    if (existsSync(path.join(folder, 'secrets'))) {
      const secrets = path.join(target.dataDir, 'secrets');
      await mkdir(secrets, { recursive: true, mode: 0o700 });
      for (const name of await readdir(path.join(folder, 'secrets'))) {
        await cp(path.join(folder, 'secrets', name), path.join(secrets, name), { force: true });
        await chmod(path.join(secrets, name), 0o600);
      }
    }
    say(`restored from ${file} (made ${manifest.createdAt})`);
    return manifest;
  } finally {
    unlock?.();
    await rm(folder, { recursive: true, force: true });
  }
}
