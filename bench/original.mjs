// `node bench/original.mjs`: every bearer-authenticated read the original Express + MySQL back end
// has and ours has too, ours beside it in one run, alternating so both see the same machine noise
// (issue 35). The original is not part of this repository: its server.js (public repository and
// commit in bench/RESULTS.md, "Beside the original back end") sits in ORIGINAL_DIR (/work/original)
// with its dependencies installed; this script creates its MariaDB database (ORIGINAL_DB, through
// the `mysql` command-line client, root without password on 127.0.0.1), fills it with the same rows
// as ours, starts it on ORIGINAL_PORT (3900) and signs in through its own routes.
// Ours runs the production build on PostgreSQL (BENCH_DATABASE_URL: a server whose user may create
// a throw-away database). Two scenarios: a quiet machine, and a neighbour keeping one core busy (a
// CPU-bound process for the whole scenario). autocannon, 50 connections, SECONDS (5) per run,
// ROUNDS (3) rounds; medians. BASELINE_ENTRY=<another build's apps/server/dist/main.js> adds that
// build as a third side, on a database of its own. ROUTES=/api/me,/api/users picks routes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  adminToken,
  BENCH_ADMIN,
  BENCH_CLIENT,
  clientToken,
  load,
  loadNote,
  machine,
  startServer,
  writeSection,
} from './lib.mjs';

const ORIGINAL_DIR = process.env.ORIGINAL_DIR ?? '/work/original';
const ORIGINAL_PORT = Number(process.env.ORIGINAL_PORT ?? 3900);
const ORIGINAL_DB = process.env.ORIGINAL_DB ?? 'original';
const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 50;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const loadAtStart = loadavg()[0];

/**
 * The reads, as the original defines them: the client's behind `authenticateToken` with the token
 * of `/api/signin`, the back-office's (`authenticateToken`, or `authenticateAdminToken` for
 * `/api/admin/me`) with the token of the admin `/login`. Ours answers the same paths to the same
 * roles (client / admin bearer).
 */
const ROUTES = [
  { path: '/api/me', role: 'client' },
  { path: '/api/stations', role: 'client' },
  { path: '/api/reclamations', role: 'client' },
  { path: '/api/espaces', role: 'client' },
  { path: '/api/admin/me', role: 'admin' },
  { path: '/api/users', role: 'admin' },
  { path: '/api/admin/stations', role: 'admin' },
  { path: '/api/admin/espaces', role: 'admin' },
  { path: '/api/admin/reclamations', role: 'admin' },
].filter((route) => !process.env.ROUTES || process.env.ROUTES.split(',').includes(route.path));

/**
 * The same rows on both sides: CLIENTS accounts (the signed-in bench client is the first), each with
 * ESPACES spaces, STATIONS stations placed in them and RECLAMATIONS reclamations.
 */
const CLIENTS = 20;
const ESPACES = 3;
const STATIONS = 5;
const RECLAMATIONS = 5;
const GOVERNORATES = [
  'Tunis',
  'Sfax',
  'Sousse',
  'Bizerte',
  'Nabeul',
  'Gabès',
  'Monastir',
  'Kairouan',
];
const CATEGORIES = ['Panne', 'Facturation', 'Installation', 'Autre'];

function benchRows() {
  const clients = [];
  const espaces = [];
  const stations = [];
  const reclamations = [];
  for (let c = 1; c <= CLIENTS; c++) {
    const governorate = GOVERNORATES[c % GOVERNORATES.length];
    if (c > 1)
      clients.push({
        companyName: `Société ${c}`,
        fullName: `Client ${c}`,
        job: 'Gérant',
        governorate,
        city: governorate,
        email: `client${c}@bench.tn`,
        phone: String(20000000 + c),
      });
    for (let e = 1; e <= ESPACES; e++)
      espaces.push({
        client: c,
        nom: `Espace ${c}-${e}`,
        ville: governorate,
        gouvernorat: governorate,
        activite: e % 2 ? 'Café' : 'Centre commercial',
        stations: STATIONS,
      });
    for (let s = 1; s <= STATIONS; s++)
      stations.push({
        client: c,
        espace: (c - 1) * ESPACES + 1 + (s % ESPACES),
        reference: `NB-${String(c).padStart(3, '0')}-${s}`,
        adresse: `${s} avenue Habib Bourguiba, ${governorate}`,
        date: `2026-0${1 + (s % 9)}-1${s % 9}`,
      });
    for (let r = 1; r <= RECLAMATIONS; r++)
      reclamations.push({
        client: c,
        categorie: CATEGORIES[r % CATEGORIES.length],
        description: `La station ne charge plus les téléphones depuis ce matin (${c}-${r}).`,
      });
  }
  return { clients, espaces, stations, reclamations };
}

const quote = (value) => (typeof value === 'number' ? String(value) : `'${value}'`);
const values = (rows) => rows.map((row) => `(${row.map(quote).join(', ')})`).join(',\n');

/** Ours: the bench client signed up first (id 1); the others and their rows inserted directly. */
function oursSeedSql({ clients, espaces, stations, reclamations }) {
  return `
    insert into clients (company_name, full_name, job, governorate, city, email, phone, password_hash)
    values ${values(clients.map((c) => [c.companyName, c.fullName, c.job, c.governorate, c.city, c.email, c.phone, 'not-a-password-hash']))};
    insert into espaces (nom, ville, gouvernorat, activite, stations, client_id)
    values ${values(espaces.map((e) => [e.nom, e.ville, e.gouvernorat, e.activite, e.stations, e.client]))};
    insert into stations (reference, espace_id, client_id, adresse, date_installation)
    values ${values(stations.map((s) => [s.reference, s.espace, s.client, s.adresse, s.date]))};
    insert into reclamations (client_id, categorie, description)
    values ${values(reclamations.map((r) => [r.client, r.categorie, r.description]))};
    analyze;`;
}

/** The original's tables, with the columns its routes read and write (no schema is published). */
function originalSchemaSql() {
  return `
    drop database if exists \`${ORIGINAL_DB}\`;
    create database \`${ORIGINAL_DB}\` character set utf8mb4;
    use \`${ORIGINAL_DB}\`;
    create table users (id int auto_increment primary key, fullName varchar(255), email varchar(255),
      password varchar(255), companyName varchar(255), job varchar(255), governorate varchar(255),
      city varchar(255), phone varchar(50));
    create table admins (id int auto_increment primary key, nom varchar(255), prenom varchar(255),
      telephone varchar(50), email varchar(255), poste varchar(255), mot_de_passe varchar(255),
      image varchar(255));
    create table espaces (id int auto_increment primary key, nom varchar(255), ville varchar(255),
      gouvernorat varchar(255), activite varchar(255), stations int, user_id int, index (user_id));
    create table stations (id int auto_increment primary key, reference varchar(255), espace int,
      adresse varchar(255), date_installation date, user_id int, index (user_id));
    create table reclamations (id int auto_increment primary key, user_id int, date datetime,
      categorie varchar(255), description text, status varchar(50), index (user_id));`;
}

function originalSeedSql({ clients, espaces, stations, reclamations }) {
  return `
    use \`${ORIGINAL_DB}\`;
    insert into users (fullName, email, password, companyName, job, governorate, city, phone)
    values ${values(clients.map((c) => [c.fullName, c.email, 'not-a-password-hash', c.companyName, c.job, c.governorate, c.city, c.phone]))};
    insert into espaces (nom, ville, gouvernorat, activite, stations, user_id)
    values ${values(espaces.map((e) => [e.nom, e.ville, e.gouvernorat, e.activite, e.stations, e.client]))};
    insert into stations (reference, espace, adresse, date_installation, user_id)
    values ${values(stations.map((s) => [s.reference, s.espace, s.adresse, s.date, s.client]))};
    insert into reclamations (user_id, date, categorie, description, status)
    values ${values(reclamations.map((r) => [r.client, '2026-11-20 10:00:00', r.categorie, r.description, 'Problem']))};
    analyze table users, espaces, stations, reclamations;`;
}

function mysql(sqlText) {
  const result = spawnSync('mysql', ['-h127.0.0.1', '-uroot'], {
    input: sqlText,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`mysql: ${result.stderr}`);
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The original from ORIGINAL_DIR, on a fresh database; its client and admin tokens. */
async function startOriginal(rows) {
  if (!existsSync(path.join(ORIGINAL_DIR, 'server.js')))
    throw new Error(`No server.js in ${ORIGINAL_DIR}: see bench/RESULTS.md for its setup.`);
  mysql(originalSchemaSql());
  const child = spawn(process.execPath, ['server.js'], {
    cwd: ORIGINAL_DIR,
    env: {
      ...process.env,
      DB_HOST: '127.0.0.1',
      DB_USER: 'root',
      DB_PASSWORD: '',
      DB_NAME: ORIGINAL_DB,
      JWT_SECRET: 'orig-secret',
      PORT: String(ORIGINAL_PORT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${ORIGINAL_PORT}`;
  const json = { 'content-type': 'application/json' };
  for (let attempt = 0; ; attempt++) {
    try {
      // Its sign-up is the first write, so the bench client is users.id 1, as ours is clients.id 1.
      await post(`${url}/api/signup`, JSON.stringify(BENCH_CLIENT), json);
      break;
    } catch (error) {
      if (attempt > 80) {
        child.kill('SIGKILL');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  mysql(originalSeedSql(rows));
  const signIn = (route, { email, password }) =>
    post(`${url}${route}`, JSON.stringify({ email, password }), json);
  const client = await signIn('/api/signin', BENCH_CLIENT);
  const form = new FormData();
  for (const [key, value] of Object.entries(BENCH_ADMIN)) form.set(key, value);
  await post(`${url}/register`, form);
  const admin = await signIn('/login', BENCH_ADMIN);
  return {
    url,
    tokens: { client: client.token, admin: admin.token },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** One of our builds on a database of its own, seeded; its client and admin tokens. */
async function startOurs(databaseName, rows, options) {
  await adminDb.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const server = await startServer(
    { DATABASE_URL: url.toString(), ADMIN_FACE_CHECK: 'off', MQTT_PORT: '0' },
    options,
  );
  const client = await clientToken(server.url);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(oursSeedSql(rows));
  await db.end();
  const admin = await adminToken(server.url);
  return { ...server, tokens: { client, admin } };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** A CPU-bound neighbour on one core, as another job on the same machine. */
function busyNeighbour() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

const adminDb = new pg.Client({ connectionString: adminUrl });
await adminDb.connect();
const name = `bench_original_${process.pid}`;
const rows = benchRows();
const started = [];
try {
  const original = await startOriginal(rows);
  started.push(original);
  const ours = await startOurs(name, rows, {});
  started.push(ours);
  const baseline = process.env.BASELINE_ENTRY
    ? await startOurs(`${name}_baseline`, rows, {
        entry: process.env.BASELINE_ENTRY,
        port: Number(new URL(ours.url).port) + 1,
      })
    : undefined;
  if (baseline) started.push(baseline);
  const sides = [
    { name: 'original', server: original },
    { name: 'ours', server: ours },
    ...(baseline ? [{ name: 'baseline', server: baseline }] : []),
  ];
  const target = (side, route) => ({
    url: `${side.server.url}${route.path}`,
    headers: { authorization: `Bearer ${side.server.tokens[route.role]}` },
  });
  const bytes = {};
  for (const route of ROUTES)
    for (const side of sides) {
      const { url, headers } = target(side, route);
      const response = await fetch(url, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${side.name} ${route.path}: ${response.status} ${body}`);
      bytes[`${side.name} ${route.path}`] = Buffer.byteLength(body);
    }
  const results = [];
  for (const scenario of ['no neighbour', 'a CPU-bound neighbour on one core']) {
    const stop = scenario === 'no neighbour' ? () => {} : busyNeighbour();
    try {
      for (const route of ROUTES) {
        const runs = { original: [], ours: [], baseline: [] };
        const run = (side, duration) =>
          load({ ...target(side, route), connections: CONNECTIONS, duration });
        for (const side of sides) await run(side, 1); // warm-up
        for (let round = 0; round < ROUNDS; round++)
          for (const side of round % 2 ? [...sides].reverse() : sides)
            runs[side.name].push(await run(side, SECONDS));
        const ratioOf = (list) => median(list.map((r, i) => r.rps / runs.original[i].rps));
        const row = {
          scenario,
          route,
          runs,
          ratio: ratioOf(runs.ours),
          baselineRatio: baseline ? ratioOf(runs.baseline) : undefined,
        };
        results.push(row);
        console.log(
          `${scenario} ${route.path}: ours / original ${row.ratio.toFixed(2)}${baseline ? `, baseline / original ${row.baselineRatio.toFixed(2)}` : ''}`,
        );
      }
    } finally {
      stop();
    }
  }
  const cell = (list) =>
    `${median(list.map((r) => r.rps))} req/s, p99 ${median(list.map((r) => r.p99))} ms`;
  const markdown = [
    '## Beside the original back end: every authenticated read (`node bench/original.mjs`)',
    '',
    'Bearer-authenticated, 50 connections, autocannon; the original (its server.js as published,',
    'Express 4, one `mysql` connection to the local MariaDB, `jsonwebtoken`; setup below) and ours',
    `(production build, PostgreSQL) on the same rows (${CLIENTS} clients, each with ${ESPACES} spaces,`,
    `${STATIONS} stations and ${RECLAMATIONS} reclamations; the client's reads are the first client's,`,
    "the back-office lists read everyone's: the original answers every row, ours a page) take turns in",
    `each round, ${ROUNDS} rounds of ${SECONDS} s after a 1 s warm-up, medians; the ratio is the median of`,
    'each round’s ratio. Second scenario: a CPU-bound neighbour process on one of the two cores for the',
    `whole scenario. Machine: ${machine()}, ${loadNote(loadAtStart)}.`,
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `| scenario | read (role) | bytes original / ours | original | ours | ours / original |${baseline ? ' baseline build | baseline / original |' : ''}`,
    `|---|---|---|---|---|---|${baseline ? '---|---|' : ''}`,
    ...results.map(
      (row) =>
        `| ${row.scenario} | ${row.route.path} (${row.route.role}) | ${bytes[`original ${row.route.path}`]} / ${bytes[`ours ${row.route.path}`]} | ${cell(row.runs.original)} | ${cell(row.runs.ours)} | ${row.ratio.toFixed(2)} |${
          baseline ? ` ${cell(row.runs.baseline)} | ${row.baselineRatio.toFixed(2)} |` : ''
        }`,
    ),
  ].join('\n');
  if (!process.env.ROUTES) writeSection('original-me', markdown);
  console.log(markdown);
} finally {
  for (const server of started.reverse()) await server.stop();
  await adminDb.query(`drop database if exists ${name} with (force)`);
  await adminDb.query(`drop database if exists ${name}_baseline with (force)`);
  await adminDb.end();
}
