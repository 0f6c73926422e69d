// Reconnect storm (issue 35): every station of a fleet CONNECTs at once to a freshly started
// server, as after a server or broker restart, each retrying with backoff and jitter when refused
// (scripts/station-sim.mjs connectWithBackoff). Timed until the last CONNECT is accepted.
// Side by side: this build and, with BASELINE_ENTRY, another build's apps/server/dist/main.js
// (the original code: `git worktree add ../fleet-baseline 4f9d14e`, build its server there).
//   PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres): PG_STATIONS
//   (10,000); embedded PGlite: PGLITE_STATIONS (2,000). LIMIT_S (120) bounds each run.
// Stations and credentials are written in SQL (the benchmark measures CONNECTs, not set-up). Each
// station of this build has its own secret stored as the build stores it (HMAC-SHA-256); the
// baseline stores argon2id, and all its stations share one password hashed once (hashing 10,000
// argon2id passwords would take minutes; verifying one costs the same whatever the password).
// Stations leave from many loopback addresses (127.1.x.y, ADDRESSES = stations / 20), as a fleet
// comes from many networks. Usage: node bench/storm.mjs [pg|pglite]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  connectStation,
  freePort,
  machine,
  root,
  STATION_KEY,
  startServer,
  stationPassword,
  waitForPort,
  writeSection,
} from './lib.mjs';

const PG_STATIONS = Number(process.env.PG_STATIONS ?? 10_000);
const PGLITE_STATIONS = Number(process.env.PGLITE_STATIONS ?? 2000);
const LIMIT_S = Number(process.env.LIMIT_S ?? 120);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ours = path.join(root, 'apps/server/dist/main.js');
const builds = [
  { label: 'this build', entry: ours, hash: 'hmac' },
  ...(process.env.BASELINE_ENTRY
    ? [{ label: 'baseline 4f9d14e', entry: process.env.BASELINE_ENTRY, hash: 'argon2' }]
    : []),
];
const modes = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'pg'];
// What `uptime` prints: the 1, 5 and 15-minute load averages.
const uptime = () =>
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

const references = (count) =>
  Array.from({ length: count }, (_, i) => `STORM-${String(i + 1).padStart(5, '0')}`);

/** Credentials as the build stores them: [reference, password, stored hash]. */
async function credentialsFor(build, count) {
  if (build.hash === 'hmac') {
    return references(count).map((reference) => {
      const { password, hash } = stationPassword();
      return [reference, password, hash];
    });
  }
  const { hash } = await import('@node-rs/argon2');
  const password = randomBytes(24).toString('base64url');
  const stored = await hash(password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  return references(count).map((reference) => [reference, password, stored]);
}

const SEED = `
  insert into stations (reference) select unnest($1::text[]);
  insert into station_credentials (station_id, password_hash)
  select s.id, c.hash from unnest($1::text[], $2::text[]) as c(reference, hash)
  join stations s on s.reference = c.reference;`;

async function seedPostgres(url, credentials) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [insertStations, insertCredentials] = SEED.trim().split(';\n');
    await client.query(insertStations, [credentials.map((c) => c[0])]);
    await client.query(insertCredentials, [
      credentials.map((c) => c[0]),
      credentials.map((c) => c[2]),
    ]);
  } finally {
    await client.end();
  }
}

async function seedPglite(dataDir, credentials) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  await db.waitReady;
  const [insertStations, insertCredentials] = SEED.trim().split(';\n');
  await db.query(insertStations, [credentials.map((c) => c[0])]);
  await db.query(insertCredentials, [credentials.map((c) => c[0]), credentials.map((c) => c[2])]);
  await db.close();
}

function processSample(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  // schedstat: ns on a CPU, ns runnable but waiting for one (all threads of the main one's task).
  const [, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ticks: Number(fields[11]) + Number(fields[12]), rssMb: rssKb / 1024, waitNs };
}

/** All stations connect at once; resolves with the time the last one was accepted (or null). */
async function storm(mqttPort, credentials, pid) {
  const addresses = Math.max(1, Math.ceil(credentials.length / 20));
  const clients = [];
  let connected = 0;
  let maxRss = 0;
  const cpuStart = processSample(pid);
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, processSample(pid).rssMb);
  }, 500);
  const started = performance.now();
  const ownCpu = process.cpuUsage();
  let stopped = false;
  let retries = 0;
  const all = Promise.all(
    credentials.map(([reference, password], index) =>
      connectStation(
        { mqttPort, reference, password, index, addresses },
        { isStopped: () => stopped, onRetry: () => retries++ },
      ).then(
        (client) => {
          connected++;
          clients.push(client);
        },
        () => {},
      ),
    ),
  );
  const limit = new Promise((resolve) => setTimeout(resolve, LIMIT_S * 1000, 'limit'));
  const outcome = await Promise.race([all, limit]);
  const elapsedS = (performance.now() - started) / 1000;
  stopped = true;
  clearInterval(sampler);
  const cpuEnd = processSample(pid);
  const cpuS = (cpuEnd.ticks - cpuStart.ticks) / 100;
  const own = process.cpuUsage(ownCpu);
  const stationsCpuShare = (own.user + own.system) / 1e6 / elapsedS;
  await Promise.all(clients.map((client) => client.endAsync().catch(() => {})));
  return {
    connected,
    retries,
    seconds: outcome === 'limit' ? null : elapsedS,
    cpuShare: cpuS / elapsedS,
    // Share of the storm the server's main thread spent runnable but waiting for a CPU.
    waitShare: (cpuEnd.waitNs - cpuStart.waitNs) / 1e9 / elapsedS,
    stationsCpuShare,
    maxRss,
  };
}

async function run(mode, build, count) {
  const credentials = await credentialsFor(build, count);
  const mqttPort = await freePort();
  const env = {
    ADMIN_FACE_CHECK: 'off',
    LOG_LEVEL: 'error',
    MQTT_PORT: String(mqttPort),
    STATION_SECRET_KEY: STATION_KEY,
  };
  let dropDb = async () => {};
  let server;
  if (mode === 'pg') {
    const dbName = `bench_storm_${process.pid}_${build.hash}`;
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    dropDb = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${dbName} with (force)`);
      await again.end();
    };
    env.DATABASE_URL = url.toString();
    // First start migrates; the stations are written; the storm hits a restarted server.
    const first = await startServer(env, { entry: build.entry });
    await first.stop();
    await seedPostgres(url.toString(), credentials);
    server = await startServer(env, { entry: build.entry });
  } else {
    const first = await startServer(env, { entry: build.entry });
    await first.stop();
    await seedPglite(first.dataDir, credentials);
    server = await startServer({ ...env, DATA_DIR: first.dataDir }, { entry: build.entry });
  }
  try {
    // The broker starts once the HTTP server listens: wait for its port.
    await waitForPort(mqttPort);
    const load = uptime();
    const result = await storm(mqttPort, credentials, server.pid);
    return { ...result, load, count };
  } finally {
    await server.stop();
    await dropDb();
  }
}

const rows = [];
for (const mode of modes) {
  const count = mode === 'pg' ? PG_STATIONS : PGLITE_STATIONS;
  for (const build of builds) {
    console.log(`${mode}: ${count} stations, ${build.label}…`);
    const result = await run(mode, build, count);
    console.log(result);
    rows.push({ mode, build: build.label, ...result });
  }
}

const database = (mode) => (mode === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)');
const markdown = [
  '## Reconnect storm (`node bench/storm.mjs`)',
  '',
  'Every station CONNECTs at once to a freshly restarted server (production build, embedded MQTT',
  'broker on TCP), retrying with backoff and jitter when refused; timed until the last CONNECT is',
  `accepted (limit ${LIMIT_S} s). Stations are mqtt.js clients in one process beside the server, from`,
  '127.1.x.y addresses (20 stations per address). Targets (issue 35): 10,000 within 20 s on',
  'PostgreSQL, 2,000 within 10 s on the embedded database.',
  `Machine: ${machine()}. Run on ${new Date().toISOString().slice(0, 10)}; \`uptime\` load just before each storm in the table.`,
  '',
  '| database | stations | build | all accepted in | accepted | retries | server CPU (1 = one core) | server waiting for a CPU | server RSS max | load (1, 5, 15 min) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${database(r.mode)} | ${r.count} | ${r.build} | ${r.seconds === null ? `not within ${LIMIT_S} s` : `${r.seconds.toFixed(1)} s`} | ${r.connected} | ${r.retries} | ${r.cpuShare.toFixed(2)} | ${(r.waitShare * 100).toFixed(0)} % of the time | ${r.maxRss.toFixed(0)} MB | ${r.load.replace('load average: ', '')} |`,
  ),
].join('\n');
writeSection(`storm-${modes.join('-')}`, markdown);
console.log(markdown);
