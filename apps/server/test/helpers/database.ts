import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { migrationsDir } from '../../src/paths';

/** Whether this run targets a real PostgreSQL (the `server-pg` vitest project sets TEST_DB). */
export const usingPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database created on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  if (!usingPostgres) return openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  const scratch = await createScratchDatabase(adminUrl, 'test');
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A throw-away database on the PostgreSQL server of `adminUrl`, with what drops it again. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starting PGlite and migrating it costs seconds per test file; loading a dump of an already
 * migrated instance costs a fraction of that. The dump is cached in the temp directory, keyed by
 * the migrations' content, so a schema change rebuilds it.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
    }
  }
  const cacheFile = path.join(tmpdir(), `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(cacheFile)]);
  } catch {
    const instance = new PGlite();
    await migrate(drizzle(instance), { migrationsFolder: migrationsDir });
    const dump = await instance.dumpDataDir('none');
    await instance.close();
    const partial = `${cacheFile}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, cacheFile);
    return dump;
  }
}

/**
 * Runs SQL as another instance or a script would: on a connection of its own to the app's
 * PostgreSQL database, which this process's caches hear of only through the database's NOTIFY. The
 * embedded PGlite has one connection, owned by this process: there it runs through the app.
 */
export async function runElsewhere(app: FastifyInstance, statement: string): Promise<void> {
  const url = app.database.url;
  if (!url) {
    await app.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Reads again until `done` holds or 2 s have passed (the notification of a change made on another
 * connection arrives within milliseconds); answers the last read.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
