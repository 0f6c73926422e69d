// Disconnect storm (issue 35): STATIONS (2,500) stations connected to the embedded broker of a
// server on PostgreSQL all leave at once (DISCONNECT, as `bench/telemetry.mjs` ends its fleet; or
// ABRUPT=1: their sockets destroyed, as when a network link drops), while people use the API:
// POLLERS (8) loops GET /api/health. Counted: answers by status (a 503 is the overload guard,
// @fastify/under-pressure, refusing people), the slowest answer, and the server's event-loop lag
// as the slowest gap between two of its 10 ms ticks seen by a poller (health latency).
// Usage: node bench/disconnect-storm.mjs (after `npm run build`); BENCH_DATABASE_URL as elsewhere.
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  connectStation,
  freePort,
  loadNote,
  machine,
  STATION_KEY,
  startServer,
  stationPassword,
  throwawayDatabase,
  waitForPort,
} from './lib.mjs';

const STATIONS = Number(process.env.STATIONS ?? 2500);
const POLLERS = Number(process.env.POLLERS ?? 8);
const ABRUPT = process.env.ABRUPT === '1';
const loadAtStart = loadavg()[0];

const credentials = Array.from({ length: STATIONS }, (_, i) => ({
  reference: `LEAVE-${String(i + 1).padStart(5, '0')}`,
  ...stationPassword(),
}));

const database = await throwawayDatabase(`bench_leave_${process.pid}`);
const mqttPort = await freePort();
const env = {
  ADMIN_FACE_CHECK: 'off',
  LOG_LEVEL: 'error',
  MQTT_PORT: String(mqttPort),
  STATION_SECRET_KEY: STATION_KEY,
  DATABASE_URL: database.url,
};
let server = await startServer(env);
await server.stop();
const seed = new pg.Client({ connectionString: database.url });
await seed.connect();
await seed.query('insert into stations (reference) select unnest($1::text[])', [
  credentials.map((c) => c.reference),
]);
await seed.query(
  `insert into station_credentials (station_id, password_hash)
   select s.id, c.hash from unnest($1::text[], $2::text[]) as c(reference, hash)
   join stations s on s.reference = c.reference`,
  [credentials.map((c) => c.reference), credentials.map((c) => c.hash)],
);
await seed.end();
server = await startServer(env);
const clients = [];
try {
  // The broker starts once the HTTP server listens: wait for its port.
  await waitForPort(mqttPort);
  const addresses = Math.max(1, Math.ceil(STATIONS / 20));
  await Promise.all(
    credentials.map(({ reference, password }, index) =>
      connectStation({ mqttPort, reference, password, index, addresses }).then(async (client) => {
        // As a station does (scripts/station-sim.mjs): its commands topic, QoS 1.
        await client.subscribeAsync(`stations/${reference}/commands`, { qos: 1 });
        clients.push(client);
      }),
    ),
  );
  console.log(`${clients.length} stations connected; polling, then all leave at once`);
  const statuses = {};
  let slowest = 0;
  let polling = true;
  const poll = async () => {
    while (polling) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}/api/health`);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const pollers = Array.from({ length: POLLERS }, poll);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = { statuses: { ...statuses }, slowest };
  slowest = 0;
  for (const key of Object.keys(statuses)) delete statuses[key];
  const left = performance.now();
  if (ABRUPT) for (const client of clients) client.stream.destroy();
  await Promise.all(
    clients.map((client) => (ABRUPT ? client.endAsync(true) : client.endAsync()).catch(() => {})),
  );
  const leaveMs = performance.now() - left;
  await new Promise((resolve) => setTimeout(resolve, 8000));
  polling = false;
  await Promise.all(pollers);
  const result = {
    machine: machine(),
    load: loadNote(loadAtStart),
    stations: clients.length,
    leave: ABRUPT ? 'sockets destroyed' : 'DISCONNECT',
    leaveMs: Math.round(leaveMs),
    before: { statuses: before.statuses, slowestMs: Math.round(before.slowest) },
    after: { statuses, slowestMs: Math.round(slowest) },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  for (const client of clients) client.end(true);
  await server.stop();
  await database.drop();
}
