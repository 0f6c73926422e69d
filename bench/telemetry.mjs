// Station telemetry at fleet scale (issue 18): 1,000 simulated stations, each reporting every
// 10 s over MQTT to the server's embedded broker, for DURATION_S. Measured:
// - no message lost: every message the broker acknowledged (QoS 1) is counted as stored by the
//   server (GET /api/admin/telemetry/stats) once ingestion drains;
// - freshness: a probe station changes state once a second; the time from its publish until
//   GET /api/admin/stations/{id}/telemetry shows the change (p50/p95/p99, target p99 ≤ 1 s);
// - the server process's CPU (share of one core) and resident memory, sampled every second.
// Usage: node bench/telemetry.mjs (after `npm run build`); STATIONS, DURATION_S, INTERVAL_S override.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import { prepareFleet, rng, SimulatedStation } from '../scripts/station-sim.mjs';
import { adminToken, loadNote, machine, percentiles, startServer, writeSection } from './lib.mjs';

const STATIONS = Number(process.env.STATIONS ?? 1000);
const DURATION_S = Number(process.env.DURATION_S ?? 120);
const INTERVAL_S = Number(process.env.INTERVAL_S ?? 10);
const MQTT_PORT = Number(process.env.BENCH_MQTT_PORT ?? 3612);
const TARGET_P99_MS = 1000;
const loadAtStart = loadavg()[0];
const CLK_TCK = 100;
const BASELINE_S = 20;
// DATABASE_URL (a throw-away PostgreSQL database) runs the server on PostgreSQL; its result is
// recorded in a section of its own beside the embedded PGlite one.
const DATABASE = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

/** CPU ticks and RSS of a process, from /proc. */
function processSample(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return { ticks, rssMb: rssKb / 1024, at: performance.now() };
}

const get = async (url, token, p) => {
  const response = await fetch(`${url}${p}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${p}: ${response.status}`);
  return response.json();
};

const server = await startServer({
  ADMIN_FACE_CHECK: 'off',
  MQTT_PORT: String(MQTT_PORT),
  LOG_LEVEL: 'error',
});
try {
  const token = await adminToken(server.url);
  const t0 = performance.now();
  const fleet = await prepareFleet({
    url: server.url,
    token,
    count: STATIONS + 1,
    prefix: 'BENCH-',
  });
  const setupS = (performance.now() - t0) / 1000;
  const mqttUrl = `mqtt://127.0.0.1:${MQTT_PORT}`;
  const [probeCredentials, ...rest] = fleet;
  const random = rng(42);
  let acked = 0;
  // Stations leave from many loopback addresses (127.1.x.y, 20 stations each), as a fleet comes
  // from many networks: the broker bounds connections per address (issue 28).
  const streamFrom = (i) => {
    const a = Math.floor(i / 20);
    const localAddress = `127.1.${Math.floor(a / 250)}.${1 + (a % 250)}`;
    return () => net.connect({ host: '127.0.0.1', port: MQTT_PORT, localAddress });
  };
  const stations = rest.map(
    (c, i) =>
      new SimulatedStation({
        mqttUrl,
        streamBuilder: streamFrom(i),
        username: c.username,
        password: c.password,
        intervalMs: INTERVAL_S * 1000,
        random,
        dropRate: 0, // a disconnection drops nothing, but would skew the message count
        onPublished: () => acked++,
      }),
  );
  const t1 = performance.now();
  for (let i = 0; i < stations.length; i += 50) {
    await Promise.all(stations.slice(i, i + 50).map((s) => s.connect()));
  }
  const connectS = (performance.now() - t1) / 1000;
  const probe = new SimulatedStation({
    mqttUrl,
    username: probeCredentials.username,
    password: probeCredentials.password,
  });
  await probe.connect();

  // Baseline, side by side: the same server, the same connected stations, nobody publishing.
  const idle = [];
  let idleLast = processSample(server.pid);
  for (let i = 0; i < BASELINE_S; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processSample(server.pid);
    idle.push({
      share: (now.ticks - idleLast.ticks) / CLK_TCK / ((now.at - idleLast.at) / 1000),
      rssMb: now.rssMb,
    });
    idleLast = now;
  }
  const before = await get(server.url, token, '/api/admin/telemetry/stats');
  const cpu = [];
  let last = processSample(server.pid);
  const sampler = setInterval(() => {
    let now;
    try {
      now = processSample(server.pid);
    } catch {
      return; // the server has exited (the run failed; its error follows)
    }
    cpu.push({
      share: (now.ticks - last.ticks) / CLK_TCK / ((now.at - last.at) / 1000),
      rssMb: now.rssMb,
    });
    last = now;
  }, 1000);
  sampler.unref();
  for (const s of stations) s.run();

  // The probe: a state change every second, timed until the API shows it.
  const latencies = [];
  const end = performance.now() + DURATION_S * 1000;
  let flip = 0;
  while (performance.now() < end) {
    flip++;
    const message = {
      status: flip % 2 ? 'charging' : 'available',
      portsInUse: flip % 2,
      portsTotal: 4,
      sessions: flip % 2,
    };
    const started = performance.now();
    await probe.publish(message);
    for (;;) {
      const detail = await get(
        server.url,
        token,
        `/api/admin/stations/${probeCredentials.id}/telemetry`,
      );
      if (
        detail.live.status === message.status &&
        detail.recent[0]?.portsInUse === message.portsInUse
      )
        break;
      if (performance.now() - started > 30_000)
        throw new Error('probe change not visible after 30 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    latencies.push(performance.now() - started);
    if (latencies.length % 10 === 0)
      console.log(`probe ${latencies.length}: last ${latencies.at(-1).toFixed(0)} ms`);
    const wait = started + 1000 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(stations.map((s) => s.stop()));
  await probe.stop();
  clearInterval(sampler);

  // Drain: the server's stored count reaches what the broker acknowledged.
  const expected = acked + probe.published;
  let after;
  for (let i = 0; i < 100; i++) {
    try {
      after = await get(server.url, token, '/api/admin/telemetry/stats');
    } catch (error) {
      // 10,000 disconnections at once can hold the event loop long enough for the server's
      // overload guard to answer 503 (under-pressure): ask again.
      if (!String(error.message).endsWith(': 503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    if (after.stored - before.stored >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stored = after.stored - before.stored;
  const dropped =
    Object.values(after.dropped).reduce((a, b) => a + b, 0) -
    Object.values(before.dropped).reduce((a, b) => a + b, 0);
  const lat = percentiles(latencies, [50, 95, 99]);
  const shares = cpu.map((c) => c.share * 100);
  const avgCpu = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
  const maxCpu = Math.max(...shares);
  const maxRss = Math.max(...cpu.map((c) => c.rssMb));
  const idleCpu = (idle.reduce((a, c) => a + c.share, 0) / Math.max(1, idle.length)) * 100;
  const idleRss = Math.max(...idle.map((c) => c.rssMb));
  const rate = expected / DURATION_S;
  const row = (label, value) => `| ${label} | ${value} |`;
  const markdown = [
    '## Station telemetry at fleet scale (`node bench/telemetry.mjs`)',
    '',
    `Production build (\`node apps/server/dist/main.js\`) on ${DATABASE}, embedded MQTT broker on`,
    `TCP. ${STATIONS} simulated stations (scripts/station-sim.mjs: daily load pattern, faults) each`,
    `publishing QoS 1 every ${INTERVAL_S} s for ${DURATION_S} s, plus one probe station changing state every`,
    'second, timed until `GET /api/admin/stations/{id}/telemetry` shows the change. Simulator and',
    'server on the same machine (the simulator competes for the same cores).',
    `Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| measure | value |',
    '|---|---|',
    row('messages acknowledged by the broker', expected),
    row(
      'messages stored by the server',
      `${stored} (${stored === expected ? 'none lost' : `${expected - stored} missing`})`,
    ),
    row('messages dropped (malformed, wrong topic…)', dropped),
    row('ingestion rate', `${rate.toFixed(0)} messages/s`),
    row(
      'change visible in the API, p50 / p95 / p99',
      `${lat.p50.toFixed(0)} / ${lat.p95.toFixed(0)} / ${lat.p99.toFixed(0)} ms (${latencies.length} probes; target p99 ≤ ${TARGET_P99_MS} ms: ${lat.p99 <= TARGET_P99_MS ? 'meets' : 'misses'})`,
    ),
    row(
      'server CPU, mean / max (100 % = one core)',
      `${avgCpu.toFixed(1)} % / ${maxCpu.toFixed(0)} %`,
    ),
    row(
      `baseline, side by side: same server and connections, nobody publishing (${BASELINE_S} s)`,
      `CPU ${idleCpu.toFixed(1)} % (ingestion adds ${(avgCpu - idleCpu).toFixed(1)} points)`,
    ),
    row(
      'server resident memory, max',
      `${maxRss.toFixed(0)} MB (baseline ${idleRss.toFixed(0)} MB, ×${(maxRss / idleRss).toFixed(2)})`,
    ),
    row(
      `setup: ${STATIONS + 1} stations created + credentials issued through the API`,
      `${setupS.toFixed(0)} s`,
    ),
    row(
      `${STATIONS} MQTT CONNECTs, 50 at a time (one HMAC-SHA-256 check each)`,
      `${connectS.toFixed(1)} s`,
    ),
    '',
    'Retention: raw messages older than `TELEMETRY_RETENTION_DAYS` (30) are rolled up hourly into',
    '`station_telemetry_daily` (one row per station and day) and deleted, so the raw table holds at',
    `most ${STATIONS} × 8,640 messages/day × 30 days; tested in apps/server/test/modules/telemetry/telemetry.test.ts.`,
  ].join('\n');
  writeSection(process.env.DATABASE_URL ? 'telemetry-pg' : 'telemetry', markdown);
  console.log(markdown);
  process.exitCode = stored === expected ? 0 : 1;
} finally {
  await server.stop();
}
