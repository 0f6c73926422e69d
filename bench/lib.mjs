// Shared helpers for the benchmarks: start the production build, drive it, record the results.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectWithBackoff } from '../scripts/station-sim.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = path.join(root, 'bench', 'RESULTS.md');

export const QUOTES = 1000;
export const FAQ_ROWS = 40;
/** The data of the comparison with the original backend (issue 19): quote requests and FAQ rows. */
export const SEED_SQL = `
  insert into demandes (nom, email, nomentreprise, fonction, tel, gouvernorat, message)
  select 'Client ' || i, 'client' || i || '@bench.tn', 'Société ' || i, 'Gérant',
         lpad((20000000 + i)::text, 8, '0'),
         (array['Tunis','Sfax','Sousse','Bizerte','Nabeul','Gabès','Monastir','Kairouan'])[1 + i % 8],
         'Bonjour, nous souhaitons équiper notre café de deux stations Nano Box. Merci.'
  from generate_series(1, ${QUOTES}) as i;
  insert into faq_entries (question, answers, language)
  select 'Question fréquente numéro ' || i || ' sur la Nano Box ?',
         jsonb_build_array('Première ligne de réponse ' || i, 'Deuxième ligne de réponse ' || i),
         'fr'
  from generate_series(1, greatest(0, ${FAQ_ROWS} - (select count(*) from faq_entries))) as i;
  analyze;`;

/** The PostgreSQL server of the benchmarks that need one: BENCH_DATABASE_URL, else the local one. */
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on that server's maintenance database, on a connection of its own. */
async function onPostgresServer(statement) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the throw-away database `name` on that server; answers its connection string and
 * `drop`, which removes it (whoever is still connected) once the run is over.
 */
export async function throwawayDatabase(name) {
  await onPostgresServer(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgresServer(`drop database if exists ${name} with (force)`),
  };
}

/** $1 clients straight in SQL, none of them able to sign in: the owners of rows seeded beside them. */
export const SEED_CLIENTS_SQL = `
  insert into clients (company_name, full_name, job, governorate, city, email, phone, password_hash)
  select 'Société ' || i, 'Client ' || i, 'Gérant', 'Sfax', 'Sfax', 'client' || i || '@bench.tn',
         lpad((20000000 + i)::text, 8, '0'), 'not-a-login-account'
  from generate_series(1, $1) as i`;

/**
 * The Node options the server runs with: those of `npm run serve` in the root package.json (the
 * same as `npm start`'s), so a benchmark measures the server as it is deployed. BENCH_NODE_FLAGS
 * replaces them, to compare settings ('' for Node's defaults).
 */
export const serverNodeFlags =
  process.env.BENCH_NODE_FLAGS !== undefined
    ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean)
    : JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
        .scripts.serve.split(' ')
        .filter((word) => word.startsWith('--'));

/**
 * Starts `apps/server/dist/main.js` on a free port with a fresh DATA_DIR; resolves when ready.
 * `entry` and `port` override BENCH_SERVER_ENTRY and BENCH_PORT (a second server in the same run).
 */
export async function startServer(env = {}, options = {}) {
  // BENCH_SERVER_ENTRY: a bundle built elsewhere (e.g. beside dist/ while others use dist/).
  const entry =
    options.entry ?? process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(entry)) throw new Error('Production build missing: run `npm run build` first.');
  // BENCH_PORT: a port of one's own on a shared machine.
  const port =
    options.port ?? (Number(process.env.BENCH_PORT) || 3200 + Math.floor(Math.random() * 500));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [...serverNodeFlags, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a machine busy with other work, migrating a fresh PGlite can take a minute.
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (attempt === 479) {
      child.kill('SIGTERM');
      throw new Error('server did not become ready');
    }
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A TCP port free on 127.0.0.1 just now (for a server's embedded MQTT broker). */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The STATION_SECRET_KEY of the benchmarks' servers: the key of the stations' stored hashes. */
export const STATION_KEY = 'bench-station-key-'.padEnd(48, 'k');

/** A station's fresh MQTT password and its hash as the build stores it (HMAC-SHA-256, STATION_KEY). */
export function stationPassword() {
  const password = randomBytes(24).toString('base64url');
  const hash = `hmac-sha256$${createHmac('sha256', STATION_KEY).update(password).digest('base64url')}`;
  return { password, hash };
}

/** Waits (10 s at most) until 127.0.0.1:`port` accepts connections, as a broker does once started. */
export async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Connects a station to the broker on `mqttPort` as scripts/station-sim.mjs does, from the loopback
 * address `index` % `addresses` (127.1.x.y: one address's ephemeral ports would run out).
 * `options` go to connectWithBackoff beside the stream (isStopped, onRetry).
 */
export function connectStation({ mqttPort, reference, password, index, addresses }, options = {}) {
  const a = index % addresses;
  const localAddress = `127.1.${Math.floor(a / 250)}.${1 + (a % 250)}`;
  return connectWithBackoff(
    null,
    {
      username: reference,
      password,
      clientId: reference,
      connectTimeout: 30_000,
      keepalive: 60,
    },
    {
      ...options,
      streamBuilder: () => net.connect({ host: '127.0.0.1', port: mqttPort, localAddress }),
    },
  );
}

/** Runs autocannon and returns requests/s and latency percentiles (ms). */
export async function load({ url, connections = 20, duration = 8, ...rest }) {
  const result = await autocannon({ url, connections, duration, ...rest });
  if (result.errors > 0 || result.non2xx > 0) {
    console.warn(`  ${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Percentiles of a list of durations in ms. */
export function percentiles(samples, points = [50, 95, 99]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return Object.fromEntries(
    points.map((p) => [
      `p${p}`,
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)],
    ]),
  );
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * The machine's load when a run started, said plainly: a bench run beside other work (tests, builds)
 * measures waiting for a CPU as much as the code.
 */
export function loadNote(loadAtStart) {
  const cores = os.availableParallelism();
  const load = loadAtStart.toFixed(1);
  return loadAtStart < cores
    ? `load average ${load} at start (below its ${cores} cores: a quiet machine)`
    : `load average ${load} at start (above its ${cores} cores: other processes were busy as it started)`;
}

/** Replaces (or appends) the section `name` of bench/RESULTS.md. */
export function writeSection(name, markdown) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n\nEach section is rewritten by the command it names. Numbers come from the machine it lists.\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, text);
}

function cookieValue(response, name) {
  const header = response.headers.getSetCookie?.() ?? [];
  for (const cookie of header) {
    const [pair] = cookie.split(';');
    const [key, value] = pair.split('=');
    if (key === name) return value;
  }
  return '';
}

/** A fresh XSRF token from the server (GET /api/ready sets its cookie). */
export async function xsrfToken(url) {
  const token = cookieValue(await fetch(`${url}/api/ready`), 'XSRF-TOKEN');
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return token;
}

/** The double-submit pair a non-GET /api call without a bearer token must carry. */
export const xsrfHeaders = (token) => ({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });

let visitor = 0;
/**
 * A new IPv4 address per call, 10.x.y.z, for X-Forwarded-For (the benchmarks' servers trust the
 * proxy header), so per-address rate limits see many visitors, as in production.
 */
/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux). Per request, it
 * varies far less with a busy machine than latency does: a busy core delays a request, it does not
 * make it cost more.
 */
export function cpuMsOf(pid) {
  // The fields after the command name (which may hold spaces) start at field 3: utime is 14, stime 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}
// getconf CLK_TCK: 100 on every Linux build Node supports here.
const CLOCK_TICKS_PER_S = 100;

export function nextVisitorAddress() {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** The benchmarks' admin (the fields of `/api/register`) and client (those of `/api/signup`). */
export const BENCH_ADMIN = {
  nom: 'Bench',
  prenom: 'Admin',
  telephone: '71123456',
  email: 'bench-admin@example.tn',
  poste: 'Benchmark',
  password: 'bench-admin-password',
};
export const BENCH_CLIENT = {
  companyName: 'Café Bench',
  fullName: 'Bench Client',
  job: 'Gérant',
  governorate: 'Sfax',
  city: 'Sfax',
  email: 'bench-client@example.tn',
  phone: '74123456',
  password: 'bench-client-password',
};

/** The first admin, created through the real API (face check off), then signed in. */
export async function adminToken(url) {
  const headers = xsrfHeaders(await xsrfToken(url));
  const form = new FormData();
  const fields = BENCH_ADMIN;
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const face = readFileSync(path.join(root, 'e2e/fixtures/admin-face.jpg'));
  form.set('image', new Blob([face], { type: 'image/jpeg' }), 'admin.jpg');
  const registered = await fetch(`${url}/api/register`, { method: 'POST', headers, body: form });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: fields.email, password: fields.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return (await login.json()).token;
}

/** A fresh client account's bearer token (sign-up, then sign-in), for the client's own routes. */
export async function clientToken(url) {
  const headers = { ...xsrfHeaders(await xsrfToken(url)), 'content-type': 'application/json' };
  const account = BENCH_CLIENT;
  const signup = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const signin = await fetch(`${url}/api/signin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signin.ok) throw new Error(`signin: ${signin.status} ${await signin.text()}`);
  return (await signin.json()).token;
}
