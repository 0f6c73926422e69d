// `node bench/http.mjs`: throughput and latency of the API on the production build (PGlite).
import { loadavg } from 'node:os';
import { load, loadNote, machine, startServer, writeSection } from './lib.mjs';

const loadAtStart = loadavg()[0];

const server = await startServer();
const rows = [];
try {
  const targets = [
    ['GET /api/health (no database)', '/api/health'],
    ['GET /api/ready (database round trip)', '/api/ready'],
  ];
  for (const [label, pathname] of targets) {
    await load({ url: server.url + pathname, duration: 2 }); // warm-up
    const r = await load({ url: server.url + pathname, connections: 20, duration: 8 });
    rows.push(`| ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} |`);
    console.log(label, r);
  }
} finally {
  await server.stop();
}

writeSection(
  'http',
  `## API throughput (\`npm run bench\` → \`node bench/http.mjs\`)

Production build (\`node apps/server/dist/main.js\`) on embedded PGlite, autocannon with 20 connections
for 8 s after a 2 s warm-up, client and server on the same machine.
Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| endpoint | requests/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${rows.join('\n')}`,
);
