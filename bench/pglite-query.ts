// `npx tsx bench/pglite-query.ts`: what one drizzle query costs on the embedded database, with the
// server's PGlite set-up (db/client.ts: text-type parsers installed once, see
// db/pglite-text-types.ts) beside a plain PGlite given to drizzle as its docs show. Both in memory
// in this one process, seeded alike, alternating rounds so both share the machine's noise; prints
// medians and ratios and rewrites the `pglite-query` section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { seedFaqIfEmpty } from '../apps/server/src/modules/chat/service';
import { migrationsDir } from '../apps/server/src/paths';
import { loadNote, machine, writeSection } from './lib.mjs';

const ROUNDS = 5;
const QUERIES = 1500;

async function plainPglite(): Promise<Db> {
  const client = new PGlite({ postgresqlconf: 'shared_buffers = 16MB' });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsDir });
  return db as unknown as Db;
}

async function serverPglite(): Promise<Db> {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  return database.db;
}

const exchange = {
  message: 'Bonjour, combien coûte la location d’une Nano Box pour mon café à Sfax ?',
  response: 'La Nano Box se loue au mois, installation comprise. '.repeat(6),
  image: null,
  language: 'fr' as const,
  unansweredKey: null,
};
const scenarios: Record<string, (db: Db) => Promise<unknown>> = {
  'INSERT one chat exchange (as POST /api/chat stores it)': (db) =>
    db.insert(schema.chatMessages).values(exchange),
  'SELECT 20 FAQ entries, newest first (dates read back)': (db) =>
    db.select().from(schema.faqEntries).orderBy(desc(schema.faqEntries.updatedAt)).limit(20),
};

const loadAtStart = loadavg()[0] ?? 0;
const sides = { plain: await plainPglite(), server: await serverPglite() };
for (const db of Object.values(sides)) await seedFaqIfEmpty(db);

const times = Object.fromEntries(
  Object.keys(scenarios).map((name) => [name, { plain: [] as number[], server: [] as number[] }]),
);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(scenarios)) {
    for (const side of ['plain', 'server'] as const) {
      const started = performance.now();
      for (let i = 0; i < QUERIES; i++) await run(sides[side]);
      times[name]?.[side].push(((performance.now() - started) * 1000) / QUERIES);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const rows = Object.entries(times).map(([name, bySide]) => {
  const plain = median(bySide.plain);
  const server = median(bySide.server);
  console.log({ name, plain, server, ratio: server / plain });
  return `| ${name} | ${plain.toFixed(0)} | ${server.toFixed(0)} | ${(server / plain).toFixed(2)} |`;
});

writeSection(
  'pglite-query',
  `## One drizzle query on the embedded database (\`npx tsx bench/pglite-query.ts\`)

Microseconds per query, in one process, median of ${ROUNDS} alternating rounds of ${QUERIES}
queries: a plain PGlite given to drizzle, and the server's (\`db/client.ts\`: drizzle's text-type
parsers installed on the instance, so PGlite no longer copies its parser table on every query; see
\`db/pglite-text-types.ts\`). Both in memory, migrated and seeded alike. Machine: ${machine()},
${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| query | plain PGlite µs | server's PGlite µs | server / plain |
|---|---|---|---|
${rows.join('\n')}`,
);
process.exit(0);
