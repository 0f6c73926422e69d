// `node bench/compare.mjs`: our API beside a bare node:http server answering the same bytes, run
// alternately in one process so both sides see the same machine noise; prints and records ratios.
// Also records the server's resident memory (RSS) idle after start, and after 10 000 mixed requests.
//
// Data as in the comparison with the original backend (issue 19): 1 000 quote requests and 40 FAQ
// rows. Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server; a throw-away database) and
// on the embedded PGlite. Options: --rounds N (3), --seconds S (5), --connections C (50),
// --idle-seconds S (60: RSS is read that long after start, before any load), --settle-seconds S
// (60: RSS is read again that long after 10 000 mixed requests), --only pglite|postgres,
// --paths /api/faq,... (only these endpoints), --baseline <main.js of another build> (that build
// runs beside ours on a database of its own and takes its turn in every round: bare, baseline,
// ours; its ratios and memory are printed and recorded next to ours).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  adminToken,
  clientToken,
  FAQ_ROWS,
  load,
  loadNote,
  machine,
  QUOTES,
  root,
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
    'settle-seconds': { type: 'string', default: '60' },
    only: { type: 'string' },
    paths: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const ROUNDS = Number(options.rounds);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const IDLE_SECONDS = Number(options['idle-seconds']);
const SETTLE_SECONDS = Number(options['settle-seconds']);
const BASELINE = options.baseline && path.resolve(options.baseline);
const PORT = Number(process.env.BENCH_PORT) || 3200 + Math.floor(Math.random() * 500);
// BENCH_BASELINE_PORT: the baseline build's own port (default: one above ours).
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT) || PORT + 1;
const loadAtStart = os.loadavg()[0];

/**
 * A bare node:http server answering, for each path, the exact bytes and type ours answered. It runs
 * in a process of its own (bench/bare-server.mjs): in this one it would share the event loop with
 * autocannon, a handicap the server under test does not have.
 */
async function bareServer(answers) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...answers].map(([key, answer]) => [
          key,
          { type: answer.type, body: answer.body.toString('base64') },
        ]),
      ),
    ),
  );
  const child = spawn(process.execPath, [path.join(root, 'bench', 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts one build on a database of its own, seeded; its admin token. */
async function prepare(env, seed, entry, port) {
  // Start once so the server migrates the database, seed it, then start the measured server.
  const first = await startServer(env, { entry, port });
  const token = await adminToken(first.url);
  const client = await clientToken(first.url);
  await first.stop();
  await seed(first.dataDir, env);
  const server = await startServer({ ...env, DATA_DIR: first.dataDir }, { entry, port });
  return { server, token, client, started: Date.now() };
}

/** Resident memory after 10 000 mixed requests, then again once idle for SETTLE_SECONDS. */
async function memoryAfterLoad(side, targets) {
  const mixed = targets.map((target) => ({
    method: 'GET',
    path: target.path,
    headers: target.headersFor(side.token, side.client),
  }));
  await load({ url: side.server.url, requests: mixed, amount: 10_000, connections: 20 });
  return rssOf(side.server.pid);
}

async function compare(label, envFor, seed) {
  const sides = [];
  try {
    sides.push({ name: 'ours', ...(await prepare(envFor('ours'), seed, undefined, PORT)) });
    if (BASELINE) {
      sides.push({
        name: 'baseline',
        ...(await prepare(envFor('baseline'), seed, BASELINE, BASELINE_PORT)),
      });
    }
    const [ours] = sides;
    // Idle memory as the target reads it: IDLE_SECONDS after start, before any load.
    const lastStart = Math.max(...sides.map((side) => side.started));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, IDLE_SECONDS * 1000 - (Date.now() - lastStart))),
    );
    const memory = {};
    for (const side of sides) memory[side.name] = { idle: rssOf(side.server.pid) };
    const targets = [
      { name: 'GET /api/faq (public)', path: '/api/faq', headersFor: () => ({}) },
      {
        name: 'GET /api/demandes?page=1 (admin)',
        path: '/api/demandes?page=1',
        headersFor: (token) => ({ authorization: `Bearer ${token}` }),
      },
      {
        name: 'GET /api/me (client)',
        path: '/api/me',
        headersFor: (_, client) => ({ authorization: `Bearer ${client}` }),
      },
      { name: 'GET /api/health', path: '/api/health', headersFor: () => ({}) },
    ].filter((target) => !options.paths || options.paths.split(',').includes(target.path));
    const answers = new Map();
    for (const target of targets) {
      for (const side of sides) {
        const response = await fetch(side.server.url + target.path, {
          headers: target.headersFor(side.token, side.client),
        });
        if (!response.ok) throw new Error(`${side.name} ${target.path}: ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        if (side === ours)
          answers.set(target.path, { type: response.headers.get('content-type'), body });
        else if (body.length !== answers.get(target.path).body.length)
          console.warn(
            `${target.path}: baseline answers ${body.length} bytes, ours ${answers.get(target.path).body.length}`,
          );
      }
    }
    const bare = await bareServer(answers);
    const rows = [];
    try {
      for (const target of targets) {
        const runs = { bare: [], ours: [], baseline: [] };
        const run = (url, side) =>
          load({
            url: url + target.path,
            headers: side ? target.headersFor(side.token, side.client) : {},
            connections: CONNECTIONS,
            duration: SECONDS,
          });
        for (const side of sides) await run(side.server.url, side); // warm-up
        for (let round = 0; round < ROUNDS; round++) {
          runs.bare.push(await run(bare.url));
          for (const side of [...sides].reverse())
            runs[side.name].push(await run(side.server.url, side));
        }
        const rps = (name) => median(runs[name].map((r) => r.rps));
        const p99 = (name) => median(runs[name].map((r) => r.p99));
        // Each round's ratio to the bare run beside it, then their median: robust to load swings.
        const ratio = (name) => median(runs[name].map((r, i) => r.rps / runs.bare[i].rps));
        const row = {
          name: target.name,
          bytes: answers.get(target.path).body.length,
          bareRps: rps('bare'),
          bareP99: p99('bare'),
          oursRps: rps('ours'),
          oursP99: p99('ours'),
          ratio: ratio('ours'),
          ...(BASELINE
            ? { baseRps: rps('baseline'), baseP99: p99('baseline'), baseRatio: ratio('baseline') }
            : {}),
        };
        console.log(label, row);
        rows.push(row);
      }
    } finally {
      await bare.stop();
    }
    for (const side of sides) memory[side.name].afterLoad = await memoryAfterLoad(side, targets);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    for (const side of sides) memory[side.name].settled = rssOf(side.server.pid);
    console.log(label, memory);
    return { label, rows, memory };
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

const results = [];
if (options.only !== 'postgres') {
  results.push(
    await compare(
      'embedded PGlite',
      () => ({ ADMIN_FACE_CHECK: 'off' }),
      async (dataDir) => {
        const db = new PGlite(path.join(dataDir, 'pgdata'));
        await db.exec(SEED_SQL);
        await db.close();
      },
    ),
  );
}
if (options.only !== 'pglite') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const urlOf = (side) => {
    const url = new URL(adminUrl);
    url.pathname = `/bench_compare_${process.pid}_${side}`;
    return url.toString();
  };
  const sideNames = BASELINE ? ['ours', 'baseline'] : ['ours'];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const side of sideNames)
    await admin.query(`create database bench_compare_${process.pid}_${side}`);
  try {
    results.push(
      await compare(
        'PostgreSQL',
        (side) => ({ DATABASE_URL: urlOf(side), ADMIN_FACE_CHECK: 'off' }),
        async (_dataDir, env) => {
          const client = new pg.Client({ connectionString: env.DATABASE_URL });
          await client.connect();
          await client.query(SEED_SQL);
          await client.end();
        },
      ),
    );
  } finally {
    for (const side of sideNames)
      await admin.query(
        `drop database if exists bench_compare_${process.pid}_${side} with (force)`,
      );
    await admin.end();
  }
}

const memoryLine = (name, m) =>
  `${name}: ${m.idle} MB idle ${IDLE_SECONDS} s after start (before any load), ${m.afterLoad} MB right after the throughput runs and 10 000 mixed requests, ${m.settled} MB ${SETTLE_SECONDS} s later (${Math.round((100 * m.settled) / m.idle)} % of idle).`;
const tables = results
  .map(
    (result) => `### ${result.label}

| endpoint | bytes | bare req/s | bare p99 ms | ours req/s | ours p99 ms | ours / bare |${BASELINE ? ' baseline req/s | baseline p99 ms | baseline / bare |' : ''}
|---|---|---|---|---|---|---|${BASELINE ? '---|---|---|' : ''}
${result.rows
  .map(
    (row) =>
      `| ${row.name} | ${row.bytes} | ${row.bareRps} | ${row.bareP99} | ${row.oursRps} | ${row.oursP99} | ${row.ratio.toFixed(2)} |${BASELINE ? ` ${row.baseRps} | ${row.baseP99} | ${row.baseRatio.toFixed(2)} |` : ''}`,
  )
  .join('\n')}

Resident memory of the server (RSS), ${memoryLine('ours', result.memory.ours)}${BASELINE ? `\nThe same for the ${memoryLine('baseline', result.memory.baseline)}` : ''}`,
  )
  .join('\n\n');

writeSection(
  'compare',
  `## Ours beside a bare server serving the same bytes (\`node bench/compare.mjs\`)

Production build; ${QUOTES} quote requests and ${FAQ_ROWS} FAQ rows. For each endpoint a bare
\`node:http\` server answers the exact bytes ours answered; autocannon (${CONNECTIONS} connections,
${SECONDS} s) alternates bare${BASELINE ? ', the baseline build' : ''} and ours ${ROUNDS} times in one run, medians shown (the
ratio is the median of each round's ratio to the bare run beside it), so all sides share the
machine's noise.${BASELINE ? ` Baseline: the build at \`${path.relative(process.cwd(), BASELINE)}\`.` : ''} Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

${tables}`,
);
