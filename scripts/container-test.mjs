// `npm run test:container`: builds the production image (Dockerfile) on a base made from Debian
// packages, starts compose.yaml with podman (two app instances behind nginx, PostgreSQL, Redis,
// S3-compatible storage, Mosquitto) and checks, from outside, as a user and a station would:
//   1. the landing page through the proxy;
//   2. a staff account: first-admin registration, then login and its profile;
//   3. a station: credentials from the API, a telemetry message through Mosquitto, its live state
//      in the API;
//   4. killing one app instance (SIGKILL) while requests flow: every acknowledged write is there.
// Not part of `npm test` (it builds images: minutes of CPU). Needs root, podman, podman-compose,
// runc and mmdebstrap (apt-get install -y podman podman-compose runc mmdebstrap).
// CONTAINER_TEST_PORT (8080) is the proxy's host port, +1 Mosquitto's; KEEP_STACK=1 leaves it up.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECT = 'platform-ctest';
const proxyPort = Number(process.env.CONTAINER_TEST_PORT ?? 8080);
const mqttPort = proxyPort + 1;
const base = `http://127.0.0.1:${proxyPort}`;
const NODE_IMAGE = 'localhost/platform-node:bookworm';
const APP_IMAGE = 'localhost/charging-platform:test';
const S3_IMAGE = 'localhost/platform-s3:latest';
// This machine's podman needs runc and explicit limits (its default ones exceed what it may set).
const RUNTIME = ['--runtime', 'runc'];
const LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

const started = Date.now();
const results = [];
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
function check(name, ok, detail = '') {
  results.push({ name, ok });
  log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  if (!ok) throw new Error(`check failed: ${name}${detail ? ` (${detail})` : ''}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.slice(0, 4).join(' ')}… exited ${result.status}`);
}

const env = {
  ...process.env,
  PLATFORM_IMAGE: APP_IMAGE,
  S3_IMAGE,
  SERVICES_IMAGE: 'localhost/platform-services:bookworm',
  PROXY_PORT: String(proxyPort),
  MQTT_HOST_PORT: String(mqttPort),
  PUBLIC_URL: `http://localhost:${proxyPort}`,
  JWT_SECRET: randomBytes(48).toString('base64'),
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  METRICS_TOKEN: randomBytes(24).toString('hex'),
  // The stack's staff log in with a password only: the face check needs a camera.
  ADMIN_FACE_CHECK: 'off',
};
const compose = (...args) =>
  run(
    'podman-compose',
    ['--podman-args', RUNTIME.join(' '), '-p', PROJECT, '-f', 'compose.yaml', ...args],
    { env },
  );

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what, probe, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(1000);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

async function api(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, text, json };
}

async function main() {
  log('base images (Debian packages via mmdebstrap; made once)');
  run('bash', ['deploy/build-base-images.sh']);

  log('building the app image from the Dockerfile');
  // The host's npm cache is lent read-only (overlay) to `npm ci --prefer-offline`.
  const npmCache = path.join(homedir(), '.npm');
  for (const [image, context] of [
    [APP_IMAGE, '.'],
    [S3_IMAGE, 'deploy/s3'],
  ]) {
    run('podman', [
      ...RUNTIME,
      'build',
      '--format',
      'docker',
      ...LIMITS,
      '--build-arg',
      `BASE_IMAGE=${NODE_IMAGE}`,
      '--volume',
      `${npmCache}:/root/.npm:O`,
      '-t',
      image,
      context,
    ]);
  }
  const user = execFileSync('podman', [
    'image',
    'inspect',
    APP_IMAGE,
    '--format',
    '{{.Config.User}}',
  ])
    .toString()
    .trim();
  check('the image runs as a non-root user', user === '1000:1000', `User=${user}`);

  log('starting compose.yaml');
  compose('down', '-v');
  compose('up', '-d', '--no-build');

  const instances = [`${PROJECT}_app1_1`, `${PROJECT}_app2_1`];
  for (const name of instances) {
    await until(
      `${name} ready`,
      () => {
        const probe = spawnSync('podman', [
          'exec',
          name,
          'node',
          '-e',
          "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
        ]);
        return probe.status === 0;
      },
      240_000,
    );
    log(`${name} is ready`);
  }
  await until('the proxy', async () => (await api('GET', '/api/ready')).status === 200);

  // 1. Landing page.
  const landing = await api('GET', '/');
  check(
    'landing page through the proxy',
    landing.status === 200 &&
      landing.text.includes('<html') &&
      (landing.headers.get('content-type') ?? '').startsWith('text/html'),
    `HTTP ${landing.status}`,
  );

  // 2. Staff: the first admin registers (open while none exists), then logs in.
  const email = `ops-${Date.now()}@example.tn`;
  const password = 'container-test-1';
  const form = new FormData();
  for (const [key, value] of Object.entries({
    nom: 'Trabelsi',
    prenom: 'Sana',
    telephone: '71123456',
    email,
    poste: 'Exploitation',
    password,
  }))
    form.append(key, value);
  form.append(
    'image',
    new Blob([readFileSync(path.join(root, 'apps/server/test/fixtures/face-a.jpg'))], {
      type: 'image/jpeg',
    }),
    'face.jpg',
  );
  const xsrf = { cookie: 'XSRF-TOKEN=container-test', 'x-xsrf-token': 'container-test' };
  const registered = await api('POST', '/api/register', { body: form, headers: xsrf });
  check(
    'first staff account created',
    registered.status === 201,
    `HTTP ${registered.status} ${registered.text.slice(0, 200)}`,
  );
  const login = await api('POST', '/api/login', { body: { email, password }, headers: xsrf });
  const token = login.json?.token;
  check('staff login', login.status === 200 && typeof token === 'string', `HTTP ${login.status}`);
  const me = await api('GET', '/api/admin/me', { token });
  check(
    'staff profile with the session',
    me.status === 200 && me.text.includes(email),
    `HTTP ${me.status}`,
  );

  // 3. A station connects through Mosquitto; its live state reaches the API.
  const espace = await api('POST', '/api/admin/espaces', {
    token,
    body: { nom: 'Gare de Sfax', gouvernorat: 'Sfax', ville: 'Sfax', activite: 'Transport' },
  });
  const reference = `CT-${Date.now().toString(36).toUpperCase()}`;
  const station = await api('POST', '/api/admin/stations', {
    token,
    body: {
      reference,
      espaceId: espace.json?.id,
      model: 'Nano Box',
      status: 'available',
      fabrication: '2026-01-15',
    },
  });
  check(
    'station created',
    station.status === 201,
    `HTTP ${station.status} ${station.text.slice(0, 200)}`,
  );
  const credentials = await api('POST', `/api/admin/stations/${station.json.id}/credentials`, {
    token,
  });
  check(
    'station credentials issued',
    credentials.status === 200 || credentials.status === 201,
    `HTTP ${credentials.status}`,
  );
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
    clientId: reference,
    username: credentials.json.username,
    password: credentials.json.password,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
  await client.publishAsync(
    `stations/${reference}/telemetry`,
    JSON.stringify({ status: 'charging', portsInUse: 2, portsTotal: 4, sessions: 1 }),
    { qos: 1 },
  );
  const live = await until(
    'the station live in the API',
    async () => {
      const list = await api('GET', `/api/admin/stations?q=${reference}`, { token });
      const row = list.json?.find?.((item) => item.reference === reference);
      return row?.live?.online && row.live.portsInUse === 2 ? row.live : undefined;
    },
    30_000,
  );
  await client.endAsync();
  check(
    'station message through Mosquitto reaches the API',
    live.status === 'charging',
    `live ${JSON.stringify(live)}`,
  );

  // Metrics: not through the proxy; from an instance with the token.
  const metricsViaProxy = await api('GET', '/metrics', {
    headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
  });
  const scrape = spawnSync('podman', [
    'exec',
    '-e',
    `T=${env.METRICS_TOKEN}`,
    instances[1],
    'node',
    '-e',
    "fetch('http://127.0.0.1:3000/metrics',{headers:{authorization:'Bearer '+process.env.T}}).then(r=>r.text()).then(t=>process.stdout.write(t))",
  ]);
  const metricsText = scrape.stdout.toString();
  check(
    'metrics: 404 through the proxy, served by an instance with the token',
    metricsViaProxy.status === 404 &&
      metricsText.includes('http_request_duration_seconds_bucket') &&
      metricsText.includes('db_pool_connections{state="total"}'),
    `proxy HTTP ${metricsViaProxy.status}`,
  );

  // A backup from inside an instance: pg_dump of PostgreSQL and the uploads of the S3 bucket (the
  // staff photo), encrypted.
  const backup = spawnSync('podman', [
    'exec',
    '-e',
    'BACKUP_PASSPHRASE=container-test-passphrase',
    instances[1],
    'node',
    'apps/server/dist/backup.js',
    '/data/test.platform',
  ]);
  const backupOutput = `${backup.stdout}${backup.stderr}`;
  check(
    'backup from an instance (pg_dump + S3 uploads, encrypted)',
    backup.status === 0 &&
      backupOutput.includes('database: PostgreSQL, pg_dump -Fc') &&
      backupOutput.includes('uploads: 1 file(s) from S3 bucket uploads') &&
      backupOutput.includes('(encrypted, AES-256-GCM)'),
    backupOutput.trim().replaceAll('\n', ' | '),
  );

  // 4. Kill one instance while writes flow; every acknowledged write must be stored.
  const runId = `ctest-${Date.now().toString(36)}`;
  const acknowledged = new Map();
  const refused = new Map();
  let sent = 0;
  let stop = false;
  let killedAt = 0;
  let acknowledgedAfterKill = 0;
  const worker = async (w) => {
    for (let i = 0; !stop; i++) {
      const nom = `${runId}-${w}-${i}`;
      sent++;
      try {
        const response = await api('POST', '/api/admin/espaces', {
          token,
          body: { nom, gouvernorat: 'Tunis', ville: 'Tunis', activite: 'Test de charge' },
        });
        if (response.status === 201 && response.json?.id) {
          acknowledged.set(response.json.id, nom);
          if (killedAt) acknowledgedAfterKill++;
        } else refused.set(response.status, (refused.get(response.status) ?? 0) + 1);
      } catch (error) {
        refused.set(
          error.cause?.code ?? 'network',
          (refused.get(error.cause?.code ?? 'network') ?? 0) + 1,
        );
      }
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  await sleep(4000);
  // The proxy spreads the writes: the instance about to die is serving some of them.
  const served = instances.map(
    (name) =>
      execFileSync('podman', ['logs', name], { stdio: ['ignore', 'pipe', 'pipe'] })
        .toString()
        .split('\n')
        .filter((line) => line.includes('"method":"POST","url":"/api/admin/espaces"')).length,
  );
  check(
    'both instances serve writes before the kill',
    served.every((count) => count > 0),
    `${instances[0]}: ${served[0]}, ${instances[1]}: ${served[1]}`,
  );
  log(`killing ${instances[0]} (SIGKILL) after ${acknowledged.size} acknowledged writes`);
  killedAt = Date.now();
  run('podman', ['kill', '--signal', 'KILL', instances[0]]);
  await sleep(8000);
  stop = true;
  await Promise.all(workers);
  // Every acknowledged write, read back through the surviving instance.
  const stored = new Map();
  for (let page = 1; ; page++) {
    const list = await api('GET', `/api/admin/espaces?q=${runId}&limit=500&page=${page}`, {
      token,
    });
    for (const row of list.json ?? []) stored.set(row.id, row.nom);
    if (!list.json?.length || stored.size >= Number(list.headers.get('x-total-count'))) break;
  }
  const lost = [...acknowledged].filter(([id, nom]) => stored.get(id) !== nom);
  log(
    `writes: ${sent} sent, ${acknowledged.size} acknowledged (${acknowledgedAfterKill} after the kill), ` +
      `${sent - acknowledged.size} not acknowledged ${JSON.stringify(Object.fromEntries(refused))}, ` +
      `${stored.size} stored, ${lost.length} acknowledged but missing`,
  );
  check(
    'killing one instance loses no acknowledged write',
    lost.length === 0 && acknowledged.size > 0 && acknowledgedAfterKill > 0,
  );
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`container test failed: ${error.message}`);
  spawnSync('podman', ['logs', '--tail', '40', `${PROJECT}_app2_1`], { stdio: 'inherit' });
} finally {
  if (!process.env.KEEP_STACK) {
    try {
      compose('down', '-v');
    } catch {}
  }
  const passed = results.filter((r) => r.ok).length;
  console.log(
    `\ncontainer test: ${passed} passed, ${results.length - passed + (failed && results.every((r) => r.ok) ? 1 : 0)} failed` +
      ` in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
process.exit(failed ? 1 : 0);
