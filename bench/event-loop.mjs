// Event-loop latency under CPU-heavy requests (issue 13 §3): GET /api/health latency while anonymous
// visitors keep 4 random-noise images in flight on POST /api/chat (each one runs a QR scan), compared
// with the same health probe on the same server with nothing else to do, in the same run.
// Target: health p99 ≤ 50 ms with the 4 images in flight.
//
// The probe is open-loop (one request every PROBE_INTERVAL_MS whatever the previous one is doing), so
// a stalled event loop shows up as the long waits it causes rather than as fewer samples. Every chat
// comes from its own visitor address (X-Forwarded-For through the trusted loopback proxy), so the
// per-visitor limit of 30 messages a minute does not turn the attack into cheap 429s.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import {
  loadNote,
  machine,
  nextVisitorAddress,
  percentiles,
  startServer,
  writeSection,
  xsrfHeaders,
  xsrfToken,
} from './lib.mjs';

const TARGET_P99_MS = 50;
const IN_FLIGHT = 4;
const SIDE = 1200;
const DURATION_S = 15;
const PROBE_INTERVAL_MS = 20;

/** Grey random noise: no QR code, but thousands of would-be finder patterns for the scanner. */
const noise = await Promise.all(
  Array.from({ length: IN_FLIGHT }, () =>
    sharp(randomBytes(SIDE * SIDE), { raw: { width: SIDE, height: SIDE, channels: 1 } })
      .png()
      .toBuffer(),
  ),
);

/** Probes /api/health every PROBE_INTERVAL_MS for DURATION_S; resolves with every latency (ms). */
async function probeHealth(url) {
  const samples = [];
  const pending = [];
  const end = performance.now() + DURATION_S * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    pending.push(
      fetch(`${url}/api/health`).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET /api/health ${response.status}`);
        samples.push(performance.now() - started);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  await Promise.all(pending);
  return samples;
}

/** One visitor sending the same noise image again and again until `stop()`; returns durations. */
function attacker(url, token, image) {
  let running = true;
  const durations = [];
  const statuses = {};
  const loop = (async () => {
    while (running) {
      const body = new FormData();
      body.set('message', 'Elle ne charge plus');
      body.set('image', new Blob([image], { type: 'image/png' }), 'photo.png');
      const started = performance.now();
      const response = await fetch(`${url}/api/chat`, {
        method: 'POST',
        body,
        headers: {
          ...xsrfHeaders(token),
          'x-forwarded-for': nextVisitorAddress(),
        },
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      durations.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { durations, statuses };
    },
  };
}

const loadAtStart = loadavg()[0];
// BENCH_TRUST_PROXY=true: to measure a build from before issue 13 (BENCH_SERVER_ENTRY), which refuses
// 127.0.0.1 there.
const server = await startServer({ TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? '127.0.0.1' });
let baseline;
let attacked;
let chats;
try {
  const token = await xsrfToken(server.url);
  await probeHealth(server.url).catch(() => {}); // warm-up: connections, JIT
  const alone = await probeHealth(server.url);
  baseline = { count: alone.length, ...percentiles(alone) };
  console.log('health alone', baseline);

  const attackers = noise.map((image) => attacker(server.url, token, image));
  const samples = await probeHealth(server.url);
  const results = await Promise.all(attackers.map((a) => a.stop()));
  attacked = { count: samples.length, ...percentiles(samples) };
  const durations = results.flatMap((r) => r.durations);
  const statuses = {};
  for (const r of results) {
    for (const [status, count] of Object.entries(r.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  chats = { count: durations.length, ...percentiles(durations), statuses };
  console.log(`health with ${IN_FLIGHT} noise images in flight`, attacked);
  console.log('chat requests', chats);
} finally {
  await server.stop();
}

const ms = (value) => value.toFixed(1);
const ratio = (a, b) => `${(a / b).toFixed(1)}×`;
const verdict = attacked.p99 <= TARGET_P99_MS ? 'meets' : '**misses**';
const statusList = Object.entries(chats.statuses)
  .map(([status, count]) => `${count} × ${status}`)
  .join(', ');
writeSection(
  'event-loop',
  `## Event loop under CPU-heavy requests (\`node bench/event-loop.mjs\`)

Production build on embedded PGlite. \`GET /api/health\` is probed every ${PROBE_INTERVAL_MS} ms (open loop) for
${DURATION_S} s, first alone, then while ${IN_FLIGHT} anonymous visitors each keep one ${SIDE}×${SIDE} random-noise PNG
in flight on \`POST /api/chat\` (multipart; every image is re-encoded, scaled and scanned for a QR
code in the worker pool). Client and server on the same machine. Machine: ${machine()},
${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| /api/health | samples | p50 ms | p95 ms | p99 ms |
|---|---|---|---|---|
| alone (baseline) | ${baseline.count} | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.p99)} |
| ${IN_FLIGHT} noise images in flight | ${attacked.count} | ${ms(attacked.p50)} | ${ms(attacked.p95)} | ${ms(attacked.p99)} |
| ratio | | ${ratio(attacked.p50, baseline.p50)} | ${ratio(attacked.p95, baseline.p95)} | ${ratio(attacked.p99, baseline.p99)} |

The ${chats.count} chat requests sent meanwhile (${statusList}) took p50 ${ms(chats.p50)} ms, p99 ${ms(chats.p99)} ms each.
Target p99 ≤ ${TARGET_P99_MS} ms with the images in flight: ${verdict}.${
    loadAtStart > availableParallelism()
      ? `

The machine was oversubscribed (load average above its ${availableParallelism()} cores): the health probe
also waited for a CPU behind other work, so rerun \`node bench/event-loop.mjs\` on a quiet machine.`
      : ''
  }`,
);
