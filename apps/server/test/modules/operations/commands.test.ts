import type { StationCommand } from '@app/contracts/operations';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { stationCommands, stations } from '../../../src/db/schema';
import { bearer, createTestApp, issueToken } from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { useAccounts } from '../../helpers/fixtures';
import { freePort } from '../../helpers/free-port';
import { inbox, listenWithMqtt, useBrokerApp } from '../../helpers/mqtt';

/**
 * Remote commands on the embedded broker (issue 32): delivery to the station's own commands topic,
 * acknowledgement on its acks topic, timeout, isolation between stations, expiry for offline
 * sessions, over MQTT 3.1.1 and MQTT 5.
 */

// Short, so the expiry of a command kept for an offline session is observable in a test.
const TIMEOUT_S = 3;
let MQTT_PORT = 0;
const t = useBrokerApp({ COMMAND_TIMEOUT_S: String(TIMEOUT_S) });
const { admin, technician, client } = useAccounts(t, {
  admin: { admin: { prenom: 'Sana', nom: 'Trabelsi' } },
  technician: { technician: { prenom: 'Karim', nom: 'Jaziri' } },
  client: 'client',
});
let seq = 0;
const devices: MqttClient[] = [];

beforeAll(async () => {
  MQTT_PORT = t.app.config.mqtt.port;
});
afterAll(() => Promise.all(devices.map((device) => device.endAsync(true).catch(() => {}))));

/** A station with MQTT credentials: its id, reference and password. */
async function station() {
  const reference = `CMD-${process.pid}-${++seq}`;
  const [row] = await t.app.db.insert(stations).values({ reference }).returning();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${row!.id}/credentials`,
    headers: bearer(admin.token),
  });
  const { password } = response.json() as { password: string };
  return { id: row!.id, reference, password };
}

type Station = Awaited<ReturnType<typeof station>>;

async function device(
  s: Station,
  options: { protocolVersion?: 4 | 5; clean?: boolean; clientId?: string } = {},
) {
  const connection = await mqtt.connectAsync(`mqtt://127.0.0.1:${MQTT_PORT}`, {
    username: s.reference,
    password: s.password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    protocolVersion: options.protocolVersion ?? 4,
    clean: options.clean ?? true,
    // The client id is bound to the station (mqtt-guard.ts): its reference or station-<reference>.
    clientId: options.clientId ?? `station-${s.reference}`,
  });
  devices.push(connection);
  return connection;
}

/** The SUBACK return codes of a subscription the broker may refuse (mqtt.js rejects those). */
async function grants(connection: MqttClient, topics: string[]): Promise<number[]> {
  try {
    const granted = await connection.subscribeAsync(topics, { qos: 1 });
    return granted.map((grant) => grant.qos);
  } catch (error) {
    const packet = (error as { packet?: { granted?: (number | { qos: number })[] } }).packet;
    if (!packet?.granted) throw error;
    return packet.granted.map((grant) => (typeof grant === 'number' ? grant : grant.qos));
  }
}

async function send(stationId: number, body: unknown, token = admin.token) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${stationId}/commands`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
}

async function commandsOf(stationId: number, token = admin.token): Promise<StationCommand[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/stations/${stationId}/commands`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const statusOf = async (id: string) => {
  const [row] = await t.app.db.select().from(stationCommands).where(eq(stationCommands.id, id));
  return row?.status;
};

describe('remote commands on the embedded broker', () => {
  it('delivers an unlock to the station, which acknowledges it: done, with who and when', async () => {
    const s = await station();
    const box = await device(s);
    const received = inbox(box);
    const granted = await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    expect(granted[0]!.qos).toBe(1);

    const response = await send(s.id, { type: 'unlock', locker: 3 });
    expect(response.statusCode).toBe(202);
    const { id, status } = response.json() as { id: string; status: string };
    expect(status).toBe('sent');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.topic).toBe(`stations/${s.reference}/commands`);
    expect(received[0]!.body).toMatchObject({ id, type: 'unlock', locker: 3 });
    expect(Date.parse(received[0]!.body.expiresAt as string)).toBeGreaterThan(Date.now());

    await box.publishAsync(`stations/${s.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('done'));
    const [listed] = await commandsOf(s.id);
    expect(listed).toMatchObject({
      id,
      type: 'unlock',
      status: 'done',
      locker: 3,
      by: { id: admin.id, name: 'Sana Trabelsi' },
    });
    expect(Date.parse(listed!.doneAt!)).toBeGreaterThanOrEqual(Date.parse(listed!.sentAt));
  });

  it('records a refusal as failed with its detail, and lists commands newest first', async () => {
    const s = await station();
    const box = await device(s);
    const received = inbox(box);
    await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    const first = (await send(s.id, { type: 'restart' }, technician.token)).json() as {
      id: string;
    };
    const second = (await send(s.id, { type: 'message', text: 'Hors service 10 min' })).json() as {
      id: string;
    };
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]!.body).toMatchObject({ type: 'message', text: 'Hors service 10 min' });
    await box.publishAsync(
      `stations/${s.reference}/acks`,
      JSON.stringify({ id: first.id, ok: false, detail: 'door sensor fault' }),
      { qos: 1 },
    );
    await vi.waitFor(async () => expect(await statusOf(first.id)).toBe('failed'));
    const list = await commandsOf(s.id, technician.token);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      status: 'failed',
      detail: 'door sensor fault',
      by: { id: technician.id, name: 'Karim Jaziri' },
    });
  });

  it('times a command out after the timeout, and ignores an answer that comes later', async () => {
    const s = await station();
    const box = await device(s);
    await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    const { id } = (await send(s.id, { type: 'restart' })).json() as { id: string };
    // A sweep before the timeout changes nothing; one after it times the command out.
    await t.app.operations.sweep(new Date(Date.now() + (TIMEOUT_S - 1) * 1000));
    expect(await statusOf(id)).toBe('sent');
    await t.app.operations.sweep(new Date(Date.now() + (TIMEOUT_S + 1) * 1000));
    expect(await statusOf(id)).toBe('timeout');
    await box.publishAsync(`stations/${s.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await t.app.operations.settled();
    expect(await statusOf(id)).toBe('timeout');
    const [listed] = await commandsOf(s.id);
    expect(listed).toMatchObject({ id, status: 'timeout' });
  });

  it("never gives a station another station's commands, nor lets it acknowledge them", async () => {
    const a = await station();
    const b = await station();
    const boxA = await device(a);
    const boxB = await device(b);
    const receivedA = inbox(boxA);
    const receivedB = inbox(boxB);
    // A may not subscribe to B's commands, nor to a wildcard.
    expect(
      await grants(boxA, [`stations/${b.reference}/commands`, 'stations/+/commands', '#']),
    ).toEqual([128, 128, 128]);
    await boxA.subscribeAsync(`stations/${a.reference}/commands`, { qos: 1 });
    await boxB.subscribeAsync(`stations/${b.reference}/commands`, { qos: 1 });

    const { id } = (await send(b.id, { type: 'unlock', locker: 1 })).json() as { id: string };
    await vi.waitFor(() => expect(receivedB).toHaveLength(1));
    expect(receivedA).toHaveLength(0);
    // A answers B's command on its own acks topic: ignored.
    await boxA.publishAsync(`stations/${a.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await t.app.operations.settled();
    expect(await statusOf(id)).toBe('sent');
    // A publishing on B's acks topic is refused and its connection closed.
    const closed = new Promise<void>((resolve) => boxA.once('close', () => resolve()));
    boxA.publish(`stations/${b.reference}/acks`, JSON.stringify({ id, ok: true }), { qos: 0 });
    await closed;
    await t.app.operations.settled();
    expect(await statusOf(id)).toBe('sent');
    // B's own answer counts.
    await boxB.publishAsync(`stations/${b.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('done'));
  });

  it('serves MQTT 5 stations: own commands only, with a message expiry, acknowledged on their acks topic', async () => {
    const s = await station();
    const other = await station();
    const box = await device(s, { protocolVersion: 5 });
    const received = inbox(box);
    expect(await grants(box, [`stations/${other.reference}/commands`])).toEqual([0x87]);
    await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    const { id } = (await send(s.id, { type: 'unlock', locker: 12 })).json() as { id: string };
    await send(other.id, { type: 'restart' });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.body).toMatchObject({ id, type: 'unlock', locker: 12 });
    expect(received[0]!.expiry).toBeGreaterThan(0);
    expect(received[0]!.expiry).toBeLessThanOrEqual(TIMEOUT_S);
    await box.publishAsync(`stations/${s.reference}/acks`, JSON.stringify({ id, ok: true }), {
      qos: 1,
    });
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('done'));
    // Nothing of the other station's arrived meanwhile.
    expect(received).toHaveLength(1);
  });

  it('keeps nothing for an offline station beyond the expiry (persistent MQTT 3.1.1 session)', async () => {
    const s = await station();
    const clientId = s.reference;
    const first = await device(s, { clean: false, clientId });
    await first.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
    await first.endAsync();
    // Sent while offline: one expires before the station is back, one does not.
    const { id: expired } = (await send(s.id, { type: 'restart' })).json() as { id: string };
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_S * 1000 + 300));
    const { id: fresh } = (await send(s.id, { type: 'unlock', locker: 2 })).json() as {
      id: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 200));
    const back = await device(s, { clean: false, clientId });
    const received = inbox(back);
    await vi.waitFor(() => expect(received.map((m) => m.body.id)).toContain(fresh));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((m) => m.body.id)).toEqual([fresh]);
    expect(received.map((m) => m.body.id)).not.toContain(expired);
  }, 15_000);
});

describe('POST /api/admin/stations/{id}/commands input and access', () => {
  it('refuses bad commands with a localized 400 and stores nothing', async () => {
    const s = await station();
    const cases: [unknown, string][] = [
      [{ type: 'unlock' }, 'error.validation'],
      [{ type: 'unlock', locker: 0 }, 'error.validation'],
      [{ type: 'unlock', locker: 65 }, 'error.validation'],
      [{ type: 'message', text: '   ' }, 'error.validation'],
      [{ type: 'message', text: 'x'.repeat(161) }, 'error.validation'],
      [{ type: 'explode' }, 'error.validation'],
      [{ type: 'restart', extra: 1 }, 'error.validation'],
    ];
    for (const [body, code] of cases) {
      const response = await send(s.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${s.id}/commands`,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      payload: { type: 'unlock', locker: 0 },
    });
    expect(english.json().fieldErrors).toEqual({
      locker: 'Enter a locker number between 1 and 64.',
    });
    expect(await commandsOf(s.id)).toEqual([]);
  });

  it('lists a command sent for a work order on that work order, and refuses another station’s order', async () => {
    const s = await station();
    const other = await station();
    const openOrder = async (stationId: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/work-orders',
          headers: bearer(technician.token),
          payload: { stationId, description: 'Casier bloqué' },
        })
      ).json() as { id: number };
    const order = await openOrder(s.id);
    const foreign = await openOrder(other.id);
    const sent = await send(
      s.id,
      { type: 'unlock', locker: 3, workOrderId: order.id },
      technician.token,
    );
    expect(sent.statusCode).toBe(202);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/work-orders/${order.id}`,
      headers: bearer(technician.token),
    });
    expect(detail.json().commands).toEqual([
      expect.objectContaining({
        id: sent.json().id,
        type: 'unlock',
        locker: 3,
        workOrderId: order.id,
        by: { id: technician.id, name: 'Karim Jaziri' },
      }),
    ]);
    // A work order of another station: refused, nothing stored.
    const wrong = await send(s.id, { type: 'restart', workOrderId: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      workOrderId: 'Cette intervention concerne une autre station.',
    });
    expect((await commandsOf(s.id)).map((c) => c.type)).toEqual(['unlock']);
  });

  it('answers 404 for an unknown station, 403 to a client and 401 anonymously', async () => {
    expect((await send(999_999, { type: 'restart' })).statusCode).toBe(404);
    const s = await station();
    expect((await send(s.id, { type: 'restart' }, client.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stations/${s.id}/commands`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Two instances share a database only on PostgreSQL (an in-memory PGlite is one process's).
if (usingPostgres) {
  describe('two instances with embedded brokers on one PostgreSQL database', () => {
    it("delivers a command sent through instance B to a station connected to A's broker", async () => {
      const port = await freePort();
      const b = await createTestApp(
        { MQTT_PORT: String(port), HOST: '127.0.0.1', COMMAND_TIMEOUT_S: String(TIMEOUT_S) },
        undefined,
        {},
        { database: await openDatabase({ url: t.app.database.url! }) },
      );
      try {
        await listenWithMqtt(b.app);
        const s = await station();
        const box = await device(s); // connected to A's broker
        const received = inbox(box);
        await box.subscribeAsync(`stations/${s.reference}/commands`, { qos: 1 });
        const token = issueToken(b.app, admin.id, 'admin');
        const response = await b.app.inject({
          method: 'POST',
          url: `/api/admin/stations/${s.id}/commands`,
          headers: bearer(token),
          payload: { type: 'unlock', locker: 5 },
        });
        expect(response.statusCode).toBe(202);
        const { id } = response.json() as { id: string };
        await vi.waitFor(() => expect(received.map((m) => m.body.id)).toEqual([id]));
        await box.publishAsync(`stations/${s.reference}/acks`, JSON.stringify({ id, ok: true }), {
          qos: 1,
        });
        await vi.waitFor(async () => expect(await statusOf(id)).toBe('done'));
        // Both instances sweep; a command times out once, and a done one never does.
        const { id: unanswered } = (
          await b.app.inject({
            method: 'POST',
            url: `/api/admin/stations/${s.id}/commands`,
            headers: bearer(token),
            payload: { type: 'restart' },
          })
        ).json() as { id: string };
        const later = new Date(Date.now() + (TIMEOUT_S + 1) * 1000);
        await Promise.all([t.app.operations.sweep(later), b.app.operations.sweep(later)]);
        expect(await statusOf(unanswered)).toBe('timeout');
        expect(await statusOf(id)).toBe('done');
      } finally {
        await b.close();
      }
    });
  });
}
