import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** Both drivers expose the same query builder; the node-postgres type names it once for the app. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string }
  /** In-memory PGlite, optionally started from a dump of another instance (tests). */
  | { memory: true; loadDataDir?: Blob };

// Serialises concurrent migrations when several instances start against one PostgreSQL.
const MIGRATION_LOCK_ID = 7_349_211;

export function targetFromConfig(config: { databaseUrl?: string; dataDir: string }) {
  return config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, 'pgdata') };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) is discarded by
    // the pool and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
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
      close: () => pool.end(),
    };
  }

  const client =
    'memory' in target
      ? new PGlite({ loadDataDir: target.loadDataDir })
      : new PGlite(target.pgliteDir);
  await client.waitReady;
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
    close: () => client.close(),
  };
}
