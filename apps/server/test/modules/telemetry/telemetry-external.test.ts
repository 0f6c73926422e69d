import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stations, stationTelemetry } from '../../../src/db/schema';
import { bearer, createAdminAccount, createTestApp, type TestApp } from '../../helpers/app';
import { probeBroker } from '../../helpers/mqtt';

/**
 * MQTT_URL: the platform subscribes to an external broker (the Mosquitto of the development
 * machine and CI) with a shared subscription. Stations there may speak MQTT 5.
 */
const BROKER_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  await probeBroker(BROKER_URL);
  // A group of this run's own: the PGlite and PostgreSQL projects run this file at the same time
  // on the same broker, and two deployments sharing a group would split each other's messages.
  const group = `test-${process.pid}-${Date.now().toString(36)}`;
  first = await createTestApp({ MQTT_URL: BROKER_URL, MQTT_SHARE_GROUP: group });
  second = await createTestApp({ MQTT_URL: BROKER_URL, MQTT_SHARE_GROUP: group });
  // A listening server subscribes (scripts that only build the app do not).
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const subscribed = (app: TestApp['app']) =>
  vi.waitFor(
    () => {
      // The platform's client exists once the instance's onListen hook ran.
      expect(app.telemetry.mqtt).toBeDefined();
    },
    { timeout: 5000 },
  );

describe('external broker (MQTT_URL)', () => {
  it('ingests an MQTT 5 station message, and N instances split the messages', async () => {
    await subscribed(first.app);
    await subscribed(second.app);
    const reference = `EXT-${process.pid}-${Date.now().toString(36)}`;
    await first.app.db.insert(stations).values({ reference });
    const admin = await createAdminAccount(first.app);
    // Let both shared subscriptions settle on the broker.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Counted per instance for this test's station only: the subscription also receives the
    // other stations on the shared broker (the PostgreSQL run of this file publishes at the same
    // time), which the plain `received` counters would mix in.
    const ours = (app: TestApp['app']) => {
      const spy = vi.spyOn(app.telemetry.ingestor, 'accept');
      return () => spy.mock.calls.filter(([ref]) => ref === reference).length;
    };
    const firstGot = ours(first.app);
    const secondGot = ours(second.app);

    const device = await mqtt.connectAsync(BROKER_URL, { protocolVersion: 5, reconnectPeriod: 0 });
    const total = 20;
    for (let i = 0; i < total; i++) {
      await device.publishAsync(
        `stations/${reference}/telemetry`,
        JSON.stringify({ status: 'charging', portsInUse: 1, portsTotal: 2, sessions: 1 }),
        { qos: 1 },
      );
    }
    await device.endAsync();
    await vi.waitFor(() => expect(firstGot() + secondGot()).toBe(total), { timeout: 5000 });
    // Each message went to exactly one instance, and both got some.
    expect(firstGot()).toBeGreaterThan(0);
    expect(secondGot()).toBeGreaterThan(0);
    await first.app.telemetry.settled();
    // Still 20 once everything settled: no message was delivered twice.
    expect(firstGot() + secondGot()).toBe(total);
    const [row] = await first.app.db
      .select()
      .from(stations)
      .where(eq(stations.reference, reference));
    const list = await first.app.inject({
      method: 'GET',
      url: `/api/admin/stations?q=${reference}`,
      headers: bearer(admin.token),
    });
    expect(list.json()[0]).toMatchObject({
      id: row!.id,
      live: { online: true, status: 'charging' },
    });
  });

  it('killing an instance loses no message the broker acknowledged (MQTT_CLIENT_ID)', async () => {
    await subscribed(first.app);
    // Two instances on one database (first's), as in production, in a group of their own.
    const group = `kill-${process.pid}-${Date.now().toString(36)}`;
    const shared = { ...first.app.database, close: async () => {} };
    const instance = async (clientId: string) => {
      const started = await createTestApp(
        { MQTT_URL: BROKER_URL, MQTT_SHARE_GROUP: group, MQTT_CLIENT_ID: clientId },
        undefined,
        {},
        { database: shared },
      );
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      await subscribed(started.app);
      return started;
    };
    const clientIdA = `a-${process.pid}-${Date.now().toString(36)}`;
    const a = await instance(clientIdA);
    const b = await instance(`b-${process.pid}-${Date.now().toString(36)}`);
    let restarted: TestApp | undefined;
    try {
      const reference = `KILL-${process.pid}-${Date.now().toString(36)}`;
      const [row] = await first.app.db.insert(stations).values({ reference }).returning();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Instance A receives its share and dies before writing any of it: its ingestion never
      // completes, so it never acknowledges them to the broker.
      const lost = vi
        .spyOn(a.app.telemetry.ingestor, 'accept')
        .mockImplementation((ref) => void ref);
      const device = await mqtt.connectAsync(BROKER_URL, { reconnectPeriod: 0 });
      const total = 40;
      for (let i = 0; i < total; i++) {
        // Resolves on the broker's PUBACK: the station considers the message delivered.
        await device.publishAsync(
          `stations/${reference}/telemetry`,
          JSON.stringify({ status: 'available', portsInUse: 0, portsTotal: 4, sessions: i }),
          { qos: 1 },
        );
      }
      await device.endAsync();
      // Each message carries its number in `sessions`: the numbers stored, without repeats.
      const stored = async () =>
        new Set(
          (await first.app.db.select().from(stationTelemetry))
            .filter((r) => r.stationId === row!.id)
            .map((r) => r.sessions),
        ).size;
      expect(lost.mock.calls.length).toBeGreaterThan(0);
      await a.close();
      // A comes back with the same client id: whatever A received and never acknowledged is
      // delivered again, and every acknowledged message ends up stored (at least once: Mosquitto
      // may also have handed A's unacknowledged messages to B, docs/operations.md).
      restarted = await instance(clientIdA);
      await vi.waitFor(async () => expect(await stored()).toBe(total), { timeout: 10_000 });
    } finally {
      await restarted?.close();
      await b.close();
    }
  });
});
