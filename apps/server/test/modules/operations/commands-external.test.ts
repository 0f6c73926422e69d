import type { StationCommand } from '@app/contracts/operations';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { stationCommands, stations } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createTestApp,
  issueToken,
  type TestAccount,
  type TestApp,
} from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { inbox, listenWithMqtt, probeBroker, sendCommand, useBrokerApp } from '../../helpers/mqtt';

/**
 * Remote commands through an external broker (MQTT_URL; the Mosquitto of the development machine
 * and CI): the platform publishes with an MQTT 5 message expiry and receives acknowledgements by a
 * shared subscription split between instances. Which client may read or write which topic is the
 * broker's ACL (docs/operations.md); the platform ignores an ack naming another station's command.
 */
const BROKER_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const TIMEOUT_S = 2;

beforeAll(() => probeBroker(BROKER_URL));
// A group of this run's own (the PGlite and PostgreSQL projects share the broker).
const group = `cmd-${process.pid}-${Date.now().toString(36)}`;
const env = {
  MQTT_URL: BROKER_URL,
  MQTT_SHARE_GROUP: group,
  COMMAND_TIMEOUT_S: String(TIMEOUT_S),
};
const first = useBrokerApp(env);
/** A second instance on the same database: PostgreSQL only (an in-memory PGlite is one process's). */
let second: TestApp | undefined;
const instances = () => [first, ...(second ? [second] : [])];
let admin: TestAccount;
const devices: MqttClient[] = [];
let seq = 0;

beforeAll(async () => {
  if (usingPostgres) {
    const shared = await openDatabase({ url: first.app.database.url! });
    second = await createTestApp(env, undefined, {}, { database: shared });
    await listenWithMqtt(second.app);
  }
  admin = await createAdminAccount(first.app);
  // Let the shared subscriptions settle on the broker.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(async () => {
  await Promise.all(devices.map((device) => device.endAsync(true).catch(() => {})));
  await second?.close();
});

async function station() {
  const reference = `XCMD-${process.pid}-${Date.now().toString(36)}-${++seq}`;
  const [row] = await first.app.db.insert(stations).values({ reference }).returning();
  return { id: row!.id, reference };
}

/** A station device; messages are recorded from the CONNACK on (a session's queue comes first). */
async function device(options: mqtt.IClientOptions = {}) {
  const connection = mqtt.connect(BROKER_URL, {
    protocolVersion: 5,
    reconnectPeriod: 0,
    ...options,
  });
  devices.push(connection);
  const received = inbox(connection);
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', () => resolve());
    connection.once('error', reject);
  });
  return { connection, received };
}

const send = (app: TestApp['app'], stationId: number, body: Record<string, unknown>) =>
  sendCommand(app, admin.token, stationId, body);

const statusOf = async (id: string) => {
  const [row] = await first.app.db.select().from(stationCommands).where(eq(stationCommands.id, id));
  return row?.status;
};

describe('remote commands through an external broker (MQTT_URL)', () => {
  it('publishes on the station topic with an expiry; the ack, received by either instance, completes it', async () => {
    const s = await station();
    const other = await station();
    const { connection: box, received } = await device();
    await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    const { id, status } = await send(first.app, s.id, { type: 'unlock', locker: 4 });
    expect(status).toBe('sent');
    await send(first.app, other.id, { type: 'restart' });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(received[0]!.topic).toBe(`stations/${s.reference}/commands`);
    expect(received[0]!.body).toMatchObject({ id, type: 'unlock', locker: 4 });
    expect(received[0]!.expiry).toBeGreaterThan(0);
    expect(received[0]!.expiry).toBeLessThanOrEqual(TIMEOUT_S);

    // An ack for this command on the other station's topic changes nothing.
    await box.publishAsync(`stations/${other.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(instances().map(({ app }) => app.operations.settled()));
    expect(await statusOf(id)).toBe('sent');

    await box.publishAsync(`stations/${s.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('done'), { timeout: 5000 });
    // Read through the other instance (its own JWT secret: a token it issued).
    const reader = (second ?? first).app;
    const token = issueToken(reader, admin.id, 'admin');
    const list = await reader.inject({
      method: 'GET',
      url: `/api/admin/stations/${s.id}/commands`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const commands = list.json() as StationCommand[];
    expect(commands.find((c) => c.id === id)).toMatchObject({ status: 'done', type: 'unlock' });
  });

  it('leaves nothing queued for an offline station past the expiry, and times the command out', async () => {
    const s = await station();
    const clientId = `xcmd-${s.reference}`;
    const session = { clean: false, clientId, properties: { sessionExpiryInterval: 300 } };
    const { connection: firstVisit } = await device(session);
    await firstVisit.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    await firstVisit.endAsync();

    const { id: expired } = await send(first.app, s.id, { type: 'restart' });
    // Mosquitto checks expiry on a whole-second clock: wait a second more than the expiry.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_S * 1000 + 1500));
    const { id: fresh } = await send(first.app, s.id, { type: 'unlock', locker: 1 });
    const { connection: back, received } = await device(session);
    await vi.waitFor(() => expect(received.map((m) => m.body.id)).toContain(fresh), {
      timeout: 5000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((m) => m.body.id)).toEqual([fresh]);

    // The sweep of either instance times the first one out, once.
    await Promise.all(instances().map(({ app }) => app.operations.sweep()));
    expect(await statusOf(expired)).toBe('timeout');
    expect(await statusOf(fresh)).toBe('sent');
    await back.endAsync();
  }, 15_000);
});
