// `npm run stations:simulate -- --count 50`: a realistic fleet reporting to a running server.
//   --url http://localhost:3000   the platform (default PUBLIC_URL or localhost:3000)
//   --token T | ADMIN_TOKEN        an admin session token (or --email/--password, face check off)
//   --count 50  --interval 10      stations, seconds between reports
//   --mqtt-url mqtt://host:1883    override the broker address the credentials give
//   --prefix SIM-  --seed 1        station names, replayable randomness
//   --mqtt5-share 0.5              share of the fleet speaking MQTT 5 (the rest MQTT 3.1.1)
// Each station carries out remote commands (unlock, restart, message) and acknowledges them.
import { parseArgs } from 'node:util';
import { adminToken, prepareFleet, rng, SimulatedStation } from './station-sim.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
    token: { type: 'string', default: process.env.ADMIN_TOKEN },
    email: { type: 'string', default: process.env.ADMIN_EMAIL },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    count: { type: 'string', default: '50' },
    interval: { type: 'string', default: '10' },
    'mqtt-url': { type: 'string' },
    prefix: { type: 'string', default: 'SIM-' },
    seed: { type: 'string', default: '1' },
    'mqtt5-share': { type: 'string', default: '0.5' },
  },
});
const count = Number(values.count);
const intervalMs = Number(values.interval) * 1000;
if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error('--count: 1 to 10000');
if (!(intervalMs >= 1000)) throw new Error('--interval: at least 1 (seconds)');
const mqtt5Share = Number(values['mqtt5-share']);
if (!(mqtt5Share >= 0 && mqtt5Share <= 1)) throw new Error('--mqtt5-share: 0 to 1');

const url = values.url.replace(/\/$/, '');
const token = await adminToken({
  url,
  token: values.token,
  email: values.email,
  password: values.password,
});
const fleet = await prepareFleet({ url, token, count, prefix: values.prefix, log: console.log });
const random = rng(Number(values.seed));
let published = 0;
const stations = fleet.map(
  (credentials, index) =>
    new SimulatedStation({
      protocolVersion: index < Math.round(count * mqtt5Share) ? 5 : 4,
      mqttUrl: values['mqtt-url'] ?? credentials.mqttUrl,
      username: credentials.username,
      password: credentials.password,
      portsTotal: [2, 4, 4, 8][Math.floor(random() * 4)],
      intervalMs,
      random,
      onPublished: () => published++,
      log: console.log,
    }),
);
for (const station of stations) await station.connect();
for (const station of stations) station.run();
console.log(
  `${stations.length} stations connected to ${values['mqtt-url'] ?? fleet[0]?.mqttUrl}; Ctrl-C stops.`,
);
const report = setInterval(() => console.log(`${published} messages published`), 30_000);
process.once('SIGINT', async () => {
  clearInterval(report);
  await Promise.all(stations.map((station) => station.stop()));
  console.log(`stopped after ${published} messages`);
  process.exit(0);
});
