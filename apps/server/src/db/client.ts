import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { endsTransaction, tableChanged, tablesWritten } from '../lib/table-changes';
import { migrationsDir } from '../paths';
import { lockDataFolder } from './data-folder-lock';
import { initializeDataFolder } from './pglite-init';
import { skipRepeatedParsers, textTypeParsers } from './pglite-text-types';
import * as schema from './schema';

/** Both drivers expose the same query builder; the node-postgres type names it once for the app. */
export type Db = NodePgDatabase<typeof schema>;
/** The query builder inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only): LISTEN needs a connection of its own. */
  url?: string;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any connection, instance or
   * script. `onState(false)` says notifications may be missed from now on (the LISTEN connection to
   * PostgreSQL was lost); `onState(true)` that listening resumed. Resolves once listening.
   */
  listen(channel: string, listener: NotificationListener): Promise<void>;
  /**
   * A gzipped tar of the embedded database's files, taken between two queries (PGlite only: a
   * backup of a running server goes through it, since it holds the folder).
   */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool's counts (PostgreSQL only; the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

interface NotificationListener {
  onNotify(payload: string): void;
  onState(listening: boolean): void;
}

export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string }
  /** In-memory PGlite, optionally started from a dump of another instance (tests). */
  | { memory: true; loadDataDir?: Blob };

/**
 * PGlite runs PostgreSQL's defaults inside this process: 128 MB of shared buffers, resident once
 * touched. The embedded database is small (one company's rows), so 16 MB caches all of it and
 * keeps the server's idle memory at about half (321 → 172 MB RSS for PGlite alone, measured).
 */
const PGLITE_CONF = 'shared_buffers = 16MB';

// Serialises concurrent migrations when several instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 7_349_211;

export function targetFromConfig(config: { databaseUrl?: string; dataDir: string }) {
  return config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, 'pgdata') };
}

/** Drizzle's PGlite driver and migrator, loaded with the embedded database only. */
async function pgliteDrizzle() {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { drizzlePglite: drizzle, migratePglite: migrate };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: SignallingClient });
    // An idle connection the server drops (restart, failover, admin termination) is discarded by
    // the pool and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    const notifications = postgresNotifications(target.url);
    return {
      db,
      kind: 'postgres',
      url: target.url,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      listen: notifications.listen,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      async close() {
        await notifications.close();
        await pool.end();
      },
    };
  }

  // An on-disk PGlite belongs to one process: refuse clearly rather than lose writes.
  const unlock = 'pgliteDir' in target ? lockDataFolder(target.pgliteDir) : () => {};
  let client: PGlite;
  let drivers: Awaited<ReturnType<typeof pgliteDrizzle>>;
  try {
    if ('pgliteDir' in target)
      await initializeDataFolder(target.pgliteDir, PGLITE_CONF, migrationsDir);
    // Loaded only for the embedded database: a server on PostgreSQL never needs it.
    const { PGlite } = await import('@electric-sql/pglite');
    drivers = await pgliteDrizzle();
    const options = { postgresqlconf: PGLITE_CONF, parsers: textTypeParsers };
    client = skipRepeatedParsers(
      'memory' in target
        ? new PGlite({ ...options, loadDataDir: target.loadDataDir })
        : new PGlite(target.pgliteDir, options),
    );
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const { drizzlePglite, migratePglite } = drivers;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    },
    async ping() {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async listen(channel, listener) {
      // One process owns the embedded database: no connection to lose.
      await client.listen(channel, listener.onNotify);
      listener.onState(true);
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * A pooled PostgreSQL connection that tells this process's answer caches (lib/table-changes.ts) of
 * every table a statement it sends writes, once the statement has run and again when its
 * transaction ends, before the caller's code goes on: a read that started before the commit does not
 * keep what it read (lib/answer-cache.ts). The embedded PGlite needs none of this: its NOTIFY reaches
 * the listener with the very result of the statement that committed.
 */
class SignallingClient extends pg.Client {
  /** Tables written since the open transaction began, told again when it ends. */
  private readonly written = new Set<string>();

  // pg's query() has a dozen overloads (text or config, values, callback or promise): all pass through.
  // biome-ignore lint/suspicious/noExplicitAny: forwarded untouched to pg.Client.query
  override query(...args: any[]): any {
    const config = args[0];
    const text: unknown = typeof config === 'string' ? config : config?.text;
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const run = () => (pg.Client.prototype.query as (...a: any[]) => any).apply(this, args);
    if (typeof text !== 'string') return run();
    const tables = tablesWritten(text);
    const ends = endsTransaction(text);
    if (tables.length === 0 && !ends) return run();
    for (const table of tables) this.written.add(table);
    const signal = () => {
      const told = ends ? [...this.written] : tables;
      if (ends) this.written.clear();
      for (const table of told) tableChanged(table);
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        signal();
        callback(...result);
      };
      return run();
    }
    const result = run();
    // Registered before the caller's own continuation, so it runs first.
    if (typeof result?.then === 'function') result.then(signal, signal);
    return result;
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would drop it), shared by every channel. When the
 * connection is lost, listeners hear `onState(false)` at once and `onState(true)` once a new
 * connection listens again (retried every second).
 */
function postgresNotifications(url: string) {
  const channels = new Map<string, NotificationListener[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  function setState(listening: boolean) {
    for (const listeners of channels.values())
      for (const listener of listeners) listener.onState(listening);
  }

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? [])
        listener.onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      connecting = undefined;
      next.end().catch(() => {});
      setState(false);
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.connect();
    for (const channel of channels.keys())
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    return next;
  }

  async function reconnect() {
    if (closed || connecting) return;
    connecting = connect();
    try {
      await connecting;
      setState(true);
    } catch {
      connecting = undefined;
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    }
  }

  return {
    async listen(channel: string, listener: NotificationListener) {
      const listeners = channels.get(channel);
      if (listeners) listeners.push(listener);
      else channels.set(channel, [listener]);
      connecting ??= connect();
      const connection = await connecting;
      // Again even if connect() listened already: LISTEN twice is harmless, a missed one is not.
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listener.onState(true);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
