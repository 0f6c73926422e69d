// `node bench/original.mjs`: the client's bearer-authenticated reads, ours beside the original
// Express + MySQL back end (issue 35), in one run, alternating so both see the same machine noise.
// The original is not part of this repository: start its server.js yourself (docs in
// bench/RESULTS.md, "Beside the original back end") and give its address and a token it signed:
//   ORIGINAL_URL=http://127.0.0.1:3900 ORIGINAL_TOKEN=<jwt> node bench/original.mjs
// Ours runs the production build on PostgreSQL (BENCH_DATABASE_URL: a server whose user may create
// a throw-away database). Two scenarios: a quiet machine, and a neighbour keeping one core busy
// (a CPU-bound process for the whole scenario). autocannon, 50 connections, SECONDS (5) per run,
// ROUNDS (3) rounds; medians. BASELINE_ENTRY=<another build's apps/server/dist/main.js> adds that
// build as a third side, on a database of its own.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { clientToken, load, loadNote, machine, startServer, writeSection } from './lib.mjs';

const ORIGINAL_URL = process.env.ORIGINAL_URL;
const ORIGINAL_TOKEN = process.env.ORIGINAL_TOKEN;
if (!ORIGINAL_URL || !ORIGINAL_TOKEN) {
  console.error('Set ORIGINAL_URL and ORIGINAL_TOKEN (see the header of this file).');
  process.exit(2);
}
const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 50;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const loadAtStart = loadavg()[0];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `bench_original_${process.pid}`;
await admin.query(`create database ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const server = await startServer({ DATABASE_URL: databaseUrl.toString(), ADMIN_FACE_CHECK: 'off' });
const baselineName = `${name}_baseline`;
let baseline;
if (process.env.BASELINE_ENTRY) {
  await admin.query(`create database ${baselineName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${baselineName}`;
  baseline = await startServer(
    { DATABASE_URL: url.toString(), ADMIN_FACE_CHECK: 'off' },
    { entry: process.env.BASELINE_ENTRY, port: Number(new URL(server.url).port) + 1 },
  );
}

/** A CPU-bound neighbour on one core, as another job on the same machine. */
function busyNeighbour() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

try {
  const token = await clientToken(server.url);
  const sides = [
    { name: 'original', url: `${ORIGINAL_URL}/api/me`, token: ORIGINAL_TOKEN },
    { name: 'ours', url: `${server.url}/api/me`, token },
    ...(baseline
      ? [
          {
            name: 'baseline',
            url: `${baseline.url}/api/me`,
            token: await clientToken(baseline.url),
          },
        ]
      : []),
  ];
  for (const side of sides) {
    const response = await fetch(side.url, { headers: { authorization: `Bearer ${side.token}` } });
    if (!response.ok) throw new Error(`${side.name}: GET /api/me answered ${response.status}`);
  }
  const rows = [];
  for (const scenario of ['no neighbour', 'a CPU-bound neighbour on one core']) {
    const stop = scenario === 'no neighbour' ? () => {} : busyNeighbour();
    try {
      const runs = { original: [], ours: [], baseline: [] };
      const run = (side) =>
        load({
          url: side.url,
          headers: { authorization: `Bearer ${side.token}` },
          connections: CONNECTIONS,
          duration: SECONDS,
        });
      for (const side of sides) await run(side); // warm-up
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of round % 2 ? [...sides].reverse() : sides)
          runs[side.name].push(await run(side));
      }
      const ratioOf = (list) => median(list.map((r, i) => r.rps / runs.original[i].rps));
      rows.push({
        scenario,
        original: runs.original,
        ours: runs.ours,
        ratio: ratioOf(runs.ours),
        baseline: runs.baseline,
        baselineRatio: baseline ? ratioOf(runs.baseline) : undefined,
      });
      console.log(scenario, JSON.stringify(rows.at(-1)));
    } finally {
      stop();
    }
  }
  const cell = (list) =>
    `${median(list.map((r) => r.rps))} req/s, p99 ${median(list.map((r) => r.p99))} ms`;
  const markdown = [
    '## Beside the original back end: the client’s `GET /api/me` (`node bench/original.mjs`)',
    '',
    'Bearer-authenticated, 50 connections, autocannon; the original (Express 4, one `mysql`',
    'connection to the local MariaDB, `jsonwebtoken`: its server.js’s middleware, the routes it',
    'registers before `/api/me`, and `authenticateToken` + `/api/me` as written there, run from a',
    'folder outside this repository) and ours (production build, PostgreSQL) take turns in each round,',
    `${ROUNDS} rounds of ${SECONDS} s, medians; the ratio is the median of each round’s ratio. Second`,
    'scenario: a CPU-bound neighbour process on one of the two cores for the whole scenario.',
    `Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `| scenario | original | ours | ours / original |${baseline ? ' baseline build | baseline / original |' : ''}`,
    `|---|---|---|---|${baseline ? '---|---|' : ''}`,
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${cell(row.original)} | ${cell(row.ours)} | ${row.ratio.toFixed(2)} |${
          baseline ? ` ${cell(row.baseline)} | ${row.baselineRatio.toFixed(2)} |` : ''
        }`,
    ),
  ].join('\n');
  writeSection('original-me', markdown);
  console.log(markdown);
} finally {
  await server.stop();
  await baseline?.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`drop database if exists ${baselineName} with (force)`);
  await admin.end();
}
