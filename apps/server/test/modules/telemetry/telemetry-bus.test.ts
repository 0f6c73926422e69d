import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { stations } from '../../../src/db/schema';
import {
  type BusEvent,
  inProcessBus,
  type LiveBus,
  postgresBus,
} from '../../../src/modules/telemetry/bus';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  issueToken,
  type TestApp,
} from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { openEventStream } from '../../helpers/fixtures';
import { freePort } from '../../helpers/free-port';

/**
 * The live-state fan-out in use: on PostgreSQL, two instances' buses (two LISTEN connections) see
 * each other's events through NOTIFY; on PGlite, one process's emitter.
 */
const event = (stationId: number): BusEvent => ({
  stationId,
  reference: `BUS-${stationId}`,
  clientId: 7,
  live: {
    online: true,
    status: 'fault',
    lastSeenAt: new Date().toISOString(),
    portsInUse: 0,
    portsTotal: 2,
  },
});

async function pair(): Promise<[LiveBus, LiveBus]> {
  if (!usingPostgres) {
    const bus = inProcessBus();
    return [bus, bus];
  }
  const url = process.env.TEST_DATABASE_URL!;
  const log = { warn: () => {} } as unknown as FastifyBaseLogger;
  return [await postgresBus(url, log), await postgresBus(url, log)];
}

describe(`live bus (${usingPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'})`, () => {
  it("delivers an instance's events to every instance, in order, across NOTIFY size limits", async () => {
    const [a, b] = await pair();
    const seen: number[] = [];
    const unsubscribe = b.subscribe((e) => seen.push(e.stationId));
    // 100 events: more than one NOTIFY payload's worth.
    const ids = Array.from({ length: 100 }, (_, i) => 1_000_000 + i);
    await a.publish(ids.map(event));
    await vi.waitFor(() => expect(seen).toEqual(ids), { timeout: 5000 });
    unsubscribe();
    await a.publish([event(1)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toHaveLength(100);
    await a.close();
    if (b !== a) await b.close();
  });
});

// Two instances share a database only on PostgreSQL: an in-memory PGlite belongs to one process,
// so on PGlite there is no second instance to reach (the in-process fan-out is tested above and in
// telemetry.test.ts).
if (usingPostgres) {
  describe('two instances on one PostgreSQL database', () => {
    it("a station message ingested by instance A reaches instance B's streams", async () => {
      const mqttPort = await freePort();
      const a = await createTestApp({ MQTT_PORT: String(mqttPort), HOST: '127.0.0.1' });
      let b: TestApp | undefined;
      try {
        // B: the same database, no broker of its own; only LISTEN/NOTIFY can bring it the event.
        b = await createTestApp(
          { MQTT_PORT: '0', HOST: '127.0.0.1' },
          undefined,
          {},
          { database: await openDatabase({ url: a.app.database.url! }) },
        );
        expect(b.app.database.kind).toBe('postgres');
        await a.app.listen({ port: 0, host: '127.0.0.1' });
        await b.app.listen({ port: 0, host: '127.0.0.1' });
        await vi.waitFor(() => expect(a.app.telemetry.mqtt).toBeDefined());
        expect(b.app.telemetry.mqtt).toBeUndefined();

        const admin = await createAdminAccount(a.app);
        const owner = await createClientAccount(a.app);
        const reference = `PAIR-${process.pid}-${Date.now().toString(36)}`;
        const [station] = await a.app.db
          .insert(stations)
          .values({ reference, clientId: owner.id, status: 'rented' })
          .returning();
        const issued = await a.app.inject({
          method: 'POST',
          url: `/api/admin/stations/${station!.id}/credentials`,
          headers: bearer(admin.token),
        });
        expect(issued.statusCode).toBe(201);

        // The browsers are connected to B, with tokens B issued.
        const role = (id: number, kind: 'admin' | 'client') => issueToken(b!.app, id, kind);
        const adminStream = await openEventStream(
          b.app,
          '/api/admin/telemetry/stream',
          role(admin.id, 'admin'),
        );
        const clientStream = await openEventStream(
          b.app,
          '/api/stations/stream',
          role(owner.id, 'client'),
        );

        // The station reports to A's embedded broker.
        const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
          username: reference,
          password: issued.json().password,
          clientId: reference,
          reconnectPeriod: 0,
        });
        await device.publishAsync(
          `stations/${reference}/telemetry`,
          JSON.stringify({
            status: 'fault',
            portsInUse: 0,
            portsTotal: 2,
            sessions: 0,
            fault: 'x',
          }),
          { qos: 1 },
        );
        await device.endAsync();

        const seenByAdmin = await adminStream.until(reference);
        const seenByClient = await clientStream.until(reference);
        for (const seen of [seenByAdmin, seenByClient]) {
          const line = seen.split('\n').find((l) => l.startsWith('data:') && l.includes(reference));
          expect(JSON.parse(line!.slice(5))).toMatchObject({
            stationId: station!.id,
            reference,
            live: { online: true, status: 'fault', portsTotal: 2 },
          });
        }
        expect(a.app.telemetry.ingestor.stats.received).toBe(1);
        expect(b.app.telemetry.ingestor.stats.received).toBe(0);
        // B's API reads the same live state.
        const list = await b.app.inject({
          method: 'GET',
          url: `/api/admin/stations?q=${reference}`,
          headers: bearer(role(admin.id, 'admin')),
        });
        expect(list.json()[0]).toMatchObject({ live: { online: true, status: 'fault' } });
        adminStream.close();
        clientStream.close();
      } finally {
        await b?.close();
        await a.close();
      }
    });
  });
}
