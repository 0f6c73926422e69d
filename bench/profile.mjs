// `node bench/profile.mjs [path] [--postgres] [--admin|--client]`: where the time of one endpoint goes. Starts
// the production build under `node --cpu-prof` on a fresh database (PGlite, or PostgreSQL with
// --postgres), loads the path with autocannon (20 connections, 8 s), stops the server and prints
// the functions with the most self time and the packages with the most inclusive time. --admin
// signs in as a new admin, seeds the 1 000 quote requests of bench/compare.mjs and sends the token;
// --client signs up and in as a new client and sends its token (GET /api/me and the client's reads).
// BENCH_SERVER_ENTRY and BENCH_PORT as in bench/lib.mjs. The .cpuprofile stays in bench/out/ for
// Chromium's DevTools (Performance → Load profile).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminToken, clientToken, root, SEED_SQL, throwawayDatabase } from './lib.mjs';

const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/api/faq';
const onPostgres = process.argv.includes('--postgres');
const asAdmin = process.argv.includes('--admin');
const asClient = process.argv.includes('--client');
const port = Number(process.env.BENCH_PORT) || 3977;
const base = `http://127.0.0.1:${port}`;
const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
const outDir = path.join(root, 'bench', 'out', `profile-${Date.now()}`);
mkdirSync(outDir, { recursive: true });

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(outDir, 'data'),
  LOG_LEVEL: 'warn',
  ADMIN_FACE_CHECK: 'off',
};
let dropDatabase = async () => {};
if (onPostgres) {
  const database = await throwawayDatabase(`bench_profile_${process.pid}`);
  env.DATABASE_URL = database.url;
  dropDatabase = database.drop;
}

const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${outDir}`, entry], {
  env,
  stdio: 'inherit',
});
for (let attempt = 0; attempt < 400; attempt++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const headers = {};
if (asAdmin) {
  headers.authorization = `Bearer ${await adminToken(base)}`;
  if (onPostgres) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(SEED_SQL);
    await client.end();
  }
}
if (asClient) headers.authorization = `Bearer ${await clientToken(base)}`;
const result = await autocannon({ url: `${base}${target}`, headers, connections: 20, duration: 8 });
console.log(
  `${target}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
);
await new Promise((resolve) => {
  child.once('exit', resolve);
  child.kill('SIGTERM');
});
await dropDatabase();

const file = readdirSync(outDir).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
const selfTime = new Map();
for (const [index, id] of profile.samples.entries()) {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}
const where = (frame) => frame.url.replace(/.*node_modules\//, '').replace(`file://${root}`, '');
const byFunction = new Map();
const byPackage = new Map();
for (const [id, time] of selfTime) {
  const frame = nodes.get(id).callFrame;
  const key = `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  const seen = new Set();
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const url = nodes.get(current).callFrame.url;
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('dist/main.js') ? 'our code' : undefined);
    if (pkg && !seen.has(pkg)) {
      seen.add(pkg);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    }
  }
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `${(time / 1000).toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
console.log(`\nself time, top functions:\n${top(byFunction, 20)}`);
console.log(`\ninclusive time by package:\n${top(byPackage, 15)}`);
console.log(`\nprofile: ${path.join(outDir, file)}`);
