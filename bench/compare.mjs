// `node bench/compare.mjs`: our API beside a bare node:http server answering the same bytes, run
// alternately in one process so both sides see the same machine noise; prints and records ratios.
// Also records the server's resident memory (RSS) after start, idle, and after 10 000 mixed requests.
//
// Data as in the comparison with the original backend (issue 19): 1 000 quote requests and 40 FAQ
// rows. Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server; a throw-away database) and
// on the embedded PGlite. Options: --rounds N (3), --seconds S (5), --connections C (50),
// --idle-seconds S (60: RSS is read that long after start), --only pglite|postgres.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  adminToken,
  FAQ_ROWS,
  load,
  loadNote,
  machine,
  QUOTES,
  SEED_SQL,
  startServer,
  writeSection,
} from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'idle-seconds': { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const IDLE_SECONDS = Number(options['idle-seconds']);
const loadAtStart = loadavg()[0];

/** A bare node:http server answering, for each path, the exact bytes and type ours answered. */
async function bareServer(answers) {
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': answer.type,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare(label, env, seed) {
  // Start once so the server migrates the database, seed it, then start the measured server.
  const first = await startServer(env);
  const token = await adminToken(first.url);
  await first.stop();
  await seed(first.dataDir);
  const server = await startServer({ ...env, DATA_DIR: first.dataDir });
  const started = Date.now();
  try {
    const targets = [
      { name: 'GET /api/faq (public)', path: '/api/faq', headers: {} },
      {
        name: 'GET /api/demandes?page=1 (admin)',
        path: '/api/demandes?page=1',
        headers: { authorization: `Bearer ${token}` },
      },
      { name: 'GET /api/health', path: '/api/health', headers: {} },
    ];
    const answers = new Map();
    for (const target of targets) {
      const response = await fetch(server.url + target.path, { headers: target.headers });
      if (!response.ok) throw new Error(`${target.path}: ${response.status}`);
      answers.set(target.path, {
        type: response.headers.get('content-type'),
        body: Buffer.from(await response.arrayBuffer()),
      });
    }
    const bare = await bareServer(answers);
    const rows = [];
    try {
      for (const target of targets) {
        const ours = [];
        const baseline = [];
        const run = (url) =>
          load({
            url: url + target.path,
            headers: target.headers,
            connections: CONNECTIONS,
            duration: SECONDS,
          });
        await run(server.url); // warm-up
        for (let round = 0; round < ROUNDS; round++) {
          baseline.push(await run(bare.url));
          ours.push(await run(server.url));
        }
        const oursRps = median(ours.map((r) => r.rps));
        const bareRps = median(baseline.map((r) => r.rps));
        const row = {
          name: target.name,
          oursRps,
          oursP99: median(ours.map((r) => r.p99)),
          bareRps,
          bareP99: median(baseline.map((r) => r.p99)),
          ratio: oursRps / bareRps,
          bytes: answers.get(target.path).body.length,
        };
        console.log(label, row);
        rows.push(row);
      }
    } finally {
      await bare.stop();
    }

    // Memory: idle until IDLE_SECONDS after start, then after 10 000 mixed requests, then idle again.
    const wait = Math.max(0, IDLE_SECONDS * 1000 - (Date.now() - started));
    await new Promise((resolve) => setTimeout(resolve, wait));
    const idleRss = rssOf(server.pid);
    const mixed = targets.map((target) => ({
      method: 'GET',
      path: target.path,
      headers: target.headers,
    }));
    await load({ url: server.url, requests: mixed, amount: 10_000, connections: 20 });
    const afterLoadRss = rssOf(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settledRss = rssOf(server.pid);
    return { label, rows, idleRss, afterLoadRss, settledRss };
  } finally {
    await server.stop();
  }
}

const results = [];
if (options.only !== 'postgres') {
  results.push(
    await compare('embedded PGlite', { ADMIN_FACE_CHECK: 'off' }, async (dataDir) => {
      const db = new PGlite(path.join(dataDir, 'pgdata'));
      await db.exec(SEED_SQL);
      await db.close();
    }),
  );
}
if (options.only !== 'pglite') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_compare_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  try {
    results.push(
      await compare(
        'PostgreSQL',
        { DATABASE_URL: url.toString(), ADMIN_FACE_CHECK: 'off' },
        async () => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          await client.query(SEED_SQL);
          await client.end();
        },
      ),
    );
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

const tables = results
  .map(
    (result) => `### ${result.label}

| endpoint | bytes | bare req/s | bare p99 ms | ours req/s | ours p99 ms | ours / bare |
|---|---|---|---|---|---|---|
${result.rows
  .map(
    (row) =>
      `| ${row.name} | ${row.bytes} | ${row.bareRps} | ${row.bareP99} | ${row.oursRps} | ${row.oursP99} | ${row.ratio.toFixed(2)} |`,
  )
  .join('\n')}

Resident memory of the server: ${result.idleRss} MB idle ${IDLE_SECONDS} s after start, ${result.afterLoadRss} MB right after 10 000 mixed requests, ${result.settledRss} MB 10 s later.`,
  )
  .join('\n\n');

writeSection(
  'compare',
  `## Ours beside a bare server serving the same bytes (\`node bench/compare.mjs\`)

Production build; ${QUOTES} quote requests and ${FAQ_ROWS} FAQ rows. For each endpoint a bare
\`node:http\` server answers the exact bytes ours answered; autocannon (${CONNECTIONS} connections,
${SECONDS} s) alternates bare and ours ${ROUNDS} times in one run, medians shown, so both sides share the
machine's noise. Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

${tables}`,
);
