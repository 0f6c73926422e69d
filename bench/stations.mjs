// Back-office stations list on PostgreSQL: 10 000 stations in 400 public spaces, paged and searched
// through GET /api/admin/stations as the 'Stations' section calls it (limit 8, X-Total-Count).
// Target (issue 6): p95 < 50 ms for paging and for searching.
//
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// A throw-away database is created on it for the run and dropped afterwards.
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  adminToken,
  load,
  loadNote,
  machine,
  percentiles,
  SEED_CLIENTS_SQL,
  startServer,
  throwawayDatabase,
  writeSection,
} from './lib.mjs';

const STATIONS = 10_000;
const ESPACES = 400;
const CLIENTS = 200;
const SAMPLES = 300;
const PAGE_SIZE = 8;
const TARGET_P95_MS = 50;
const loadAtStart = loadavg()[0];

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Rows straight in SQL: the bench measures reading, not 10 000 POSTs. */
async function seed() {
  await withClient(benchUrl, async (db) => {
    await db.query(SEED_CLIENTS_SQL, [CLIENTS]);
    await db.query(
      `insert into espaces (nom, ville, gouvernorat, activite, client_id)
       select 'Espace ' || i,
              (array['Tunis','Sfax','Sousse','Bizerte','Nabeul','Gabès','Monastir','Kairouan'])[1 + i % 8] || ' Centre',
              (array['Tunis','Sfax','Sousse','Bizerte','Nabeul','Gabès','Monastir','Kairouan'])[1 + i % 8],
              (array['Centre commercial','Café','Hôtel','Université','Clinique'])[1 + i % 5],
              case when i % 3 = 0 then null else 1 + i % $2 end
       from generate_series(1, $1) as i`,
      [ESPACES, CLIENTS],
    );
    await db.query(
      `insert into stations (reference, espace_id, client_id, model, status, date_fabrication,
                             date_entretien, fin_location)
       select 'ST-' || lpad(i::text, 5, '0'), 1 + i % $2,
              case when i % 4 = 0 then 1 + i % $3 else null end,
              (array['Nano Box','Multi Boxes','Mega Charger'])[1 + i % 3],
              case when i % 4 = 0 then 'rented'
                   else (array['available','maintenance','out_of_service'])[1 + i % 3] end,
              date '2023-01-01' + (i % 700), date '2025-01-01' + (i % 300),
              case when i % 4 = 0 then date '2027-01-01' + (i % 365) else null end
       from generate_series(1, $1) as i`,
      [STATIONS, ESPACES, CLIENTS],
    );
    await db.query('analyze');
  });
}

/** One request at a time: the latency a staff member sees, without queueing behind others. */
async function sample(url, token, makeQuery, path = '/api/admin/stations') {
  const times = [];
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...makeQuery(i) });
    const started = performance.now();
    const response = await fetch(`${url}${path}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = await response.json();
    times.push(performance.now() - started);
    if (!response.ok || !rows) throw new Error(`status ${response.status}`);
    total = Number(response.headers.get('x-total-count'));
  }
  const p = percentiles(times);
  return { ...p, total };
}

const pages = Math.ceil(STATIONS / PAGE_SIZE);
const scenarios = [
  ['first page', () => ({ page: '1' })],
  ['random page (1…1250)', (i) => ({ page: String(1 + ((i * 397) % pages)) })],
  ['last page', () => ({ page: String(pages) })],
  ['search reference fragment (`ST-0421`)', () => ({ q: 'ST-0421' })],
  [
    'search varying reference (`ST-0xx`)',
    (i) => ({ q: `ST-0${String(i % 100).padStart(2, '0')}` }),
  ],
  ['search city, many hits, page 3 (`Sousse`)', () => ({ q: 'Sousse', page: '3' })],
  ['search client company (`Société 17`)', () => ({ q: 'Société 17' })],
  ['search with no hit (`zzz`)', () => ({ q: 'zzz' })],
];

const database = await throwawayDatabase(`bench_stations_${process.pid}`);
const benchUrl = database.url;
let server;
try {
  server = await startServer({ DATABASE_URL: benchUrl, ADMIN_FACE_CHECK: 'off' });
  await seed();
  const token = await adminToken(server.url);
  // Warm-up: connection pool, plan cache, JIT of the handlers.
  await sample(server.url, token, (i) => ({ page: String(1 + i), q: i % 2 ? 'Sfax' : '' }));

  // The floor this machine sets for any request that touches the database (noise from other load).
  const floor = await sample(server.url, token, () => ({}), '/api/ready');
  const rows = [
    `| baseline: GET /api/ready (one database round trip) | – | ${floor.p50.toFixed(1)} | ${floor.p95.toFixed(1)} | ${floor.p99.toFixed(1)} | – |`,
  ];
  console.log(
    `  baseline /api/ready: p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
  );
  for (const [name, makeQuery] of scenarios) {
    const r = await sample(server.url, token, makeQuery);
    const verdict = r.p95 < TARGET_P95_MS ? 'yes' : '**no**';
    rows.push(
      `| ${name} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${verdict} |`,
    );
    console.log(
      `  ${name}: total ${r.total}, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
  const concurrent = await load({
    url: `${server.url}/api/admin/stations?limit=${PAGE_SIZE}&q=Sousse&page=2`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: 8,
  });

  writeSection(
    'stations',
    `## Back-office stations list on PostgreSQL (\`node bench/stations.mjs\`)

Production build (\`node apps/server/dist/main.js\`) on PostgreSQL (\`BENCH_DATABASE_URL\`, a fresh
database per run) holding ${STATIONS} stations in ${ESPACES} spaces and ${CLIENTS} clients.
\`GET /api/admin/stations?limit=${PAGE_SIZE}\` as the Stations section calls it (rows + \`X-Total-Count\`),
${SAMPLES} sequential requests per scenario after a warm-up, client and server on the same machine.
Target: p95 < ${TARGET_P95_MS} ms.
Machine: ${machine()}, ${loadNote(loadAtStart)}; other work would show in the baseline row. Run on ${new Date().toISOString().slice(0, 10)}.

| scenario | X-Total-Count | p50 ms | p95 ms | p99 ms | p95 < ${TARGET_P95_MS} ms |
|---|---|---|---|---|---|
${rows.join('\n')}

Under load (autocannon, 10 connections, 8 s, search \`Sousse\` page 2): ${concurrent.rps} requests/s,
p50 ${concurrent.p50} ms, p99 ${concurrent.p99} ms, ${concurrent.non2xx + concurrent.errors} errors.`,
  );
} finally {
  await server?.stop();
  await database.drop();
}
