import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StationLive } from '@app/contracts/telemetry';
import { eq, sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  stationAlerts,
  stationCredentials,
  stationLive,
  stations,
  stationTelemetry,
  stationTelemetryDaily,
} from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  xsrf,
} from '../../helpers/app';
import { openEventStream, useAccounts } from '../../helpers/fixtures';
import { listenWithMqtt, useBrokerApp } from '../../helpers/mqtt';

// The embedded broker of this file listens on a free port of its own.
let MQTT_PORT = 0;
const OFFLINE_AFTER_S = 60;

const t = useBrokerApp({ STATION_OFFLINE_AFTER_S: String(OFFLINE_AFTER_S) });
const { admin, owner, other } = useAccounts(t, {
  admin: 'admin',
  owner: { client: { companyName: 'Café Sfax' } },
  other: { client: { companyName: 'Mall of Sousse' } },
});
let seq = 0;

beforeAll(async () => {
  MQTT_PORT = t.app.config.mqtt.port;
});

/** A station with a unique reference, rented to `clientId`. */
async function station(clientId: number | null = owner.id) {
  const reference = `IOT-${process.pid}-${++seq}`;
  const [row] = await t.app.db
    .insert(stations)
    .values({ reference, clientId, status: clientId ? 'rented' : 'available' })
    .returning();
  return row!;
}

async function issue(stationId: number, token = admin.token) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${stationId}/credentials`,
    headers: bearer(token),
  });
}

async function connect(username: string, password: string) {
  return mqtt.connectAsync(`mqtt://127.0.0.1:${MQTT_PORT}`, {
    username,
    password,
    clientId: `station-${username}`,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
}

const message = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ status: 'available', portsInUse: 1, portsTotal: 4, sessions: 2, ...overrides });

async function publish(
  reference: string,
  payload: string,
  topic = `stations/${reference}/telemetry`,
) {
  const { body } = await issueFor(reference);
  const received = t.app.telemetry.ingestor.stats.received;
  const client = await connect(reference, body.password);
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  await client.publishAsync(topic, payload, { qos: 0 });
  // The broker closes the connection of a station that publishes on a foreign topic.
  if (topic !== `stations/${reference}/telemetry`) await closed;
  else {
    await client.endAsync();
    // The broker hands the message to ingestion asynchronously: wait until it arrived.
    await vi.waitFor(() => expect(t.app.telemetry.ingestor.stats.received).toBe(received + 1));
  }
  await t.app.telemetry.settled();
}

async function issueFor(reference: string) {
  const [row] = await t.app.db.select().from(stations).where(eq(stations.reference, reference));
  const response = await issue(row!.id);
  return { body: response.json() as { username: string; password: string; mqttUrl: string } };
}

/** Feeds a message straight to ingestion, as the broker does after authorizing it. */
async function ingest(reference: string, payload: string) {
  t.app.telemetry.ingestor.accept(reference, Buffer.from(payload));
  await t.app.telemetry.settled();
}

const telemetryRows = async (stationId: number) =>
  t.app.db.select().from(stationTelemetry).where(eq(stationTelemetry.stationId, stationId));
const alertsOf = async (stationId: number) =>
  t.app.db.select().from(stationAlerts).where(eq(stationAlerts.stationId, stationId));

async function liveInAdminList(reference: string): Promise<StationLive> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/stations?q=${encodeURIComponent(reference)}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  const row = (response.json() as { reference: string; live: StationLive }[]).find(
    (s) => s.reference === reference,
  );
  return row!.live;
}

describe('credentials', () => {
  it('only admins issue them: anonymous 401, clients 403', async () => {
    const s = await station();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${s.id}/credentials`,
      ...xsrf,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await issue(s.id, owner.token)).statusCode).toBe(403);
    expect(
      await t.app.db
        .select()
        .from(stationCredentials)
        .where(eq(stationCredentials.stationId, s.id)),
    ).toEqual([]);
  });

  it('answers username = reference, a random password shown once (stored hashed), the broker URL', async () => {
    const s = await station();
    const response = await issue(s.id);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.username).toBe(s.reference);
    expect(body.password).toMatch(/^[\w-]{32}$/);
    expect(body.mqttUrl).toBe(`mqtt://localhost:${MQTT_PORT}`);
    const [stored] = await t.app.db
      .select()
      .from(stationCredentials)
      .where(eq(stationCredentials.stationId, s.id));
    // A keyed fast hash: the password is 192 random bits (issue 35).
    expect(stored!.passwordHash).toMatch(/^hmac-sha256\$[\w-]{43}$/);
    expect(stored!.passwordHash).not.toContain(body.password);
  });

  it('404 for a missing station, 400 in the request language for a reference unusable in MQTT', async () => {
    expect((await issue(999_999)).statusCode).toBe(404);
    const [bad] = await t.app.db
      .insert(stations)
      .values({ reference: `bad/ref+${++seq}` })
      .returning();
    const fr = await issue(bad!.id);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ code: 'telemetry.referenceNotMqtt' });
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${bad!.id}/credentials`,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
    });
    expect(en.json().message).toMatch(/cannot be an MQTT identifier/);
  });
});

describe('MQTT connection', () => {
  it('accepts the issued password and refuses a wrong one at CONNECT', async () => {
    const s = await station();
    const { password } = (await issue(s.id)).json();
    const good = await connect(s.reference, password);
    expect(good.connected).toBe(true);
    await good.endAsync();
    await expect(connect(s.reference, `${password}x`)).rejects.toThrow(/Bad username or password/i);
    await expect(connect('NO-SUCH-STATION', password)).rejects.toThrow(/Bad username or password/i);
  });

  it('issuing again revokes the previous password', async () => {
    const s = await station();
    const first = (await issue(s.id)).json().password;
    const second = (await issue(s.id)).json().password;
    expect(second).not.toBe(first);
    await expect(connect(s.reference, first)).rejects.toThrow(/Bad username or password/i);
    const ok = await connect(s.reference, second);
    await ok.endAsync();
  });

  it('issuing again closes an open MQTT 3.1.1 session over TCP', async () => {
    const s = await station();
    const { password } = (await issue(s.id)).json();
    const device = await connect(s.reference, password);
    expect(device.options.protocolVersion).toBe(4); // MQTT 3.1.1
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    await device.publishAsync(`stations/${s.reference}/telemetry`, message(), { qos: 1 });
    await vi.waitFor(async () => expect(await telemetryRows(s.id)).toHaveLength(1));
    expect((await issue(s.id)).statusCode).toBe(201);
    await closed;
    expect(device.connected).toBe(false);
    await expect(connect(s.reference, password)).rejects.toThrow(/Bad username or password/i);
    device.end(true);
  });

  it('stores a valid message and shows it as live state in every list', async () => {
    const s = await station();
    await publish(s.reference, message({ status: 'charging', portsInUse: 3, portsTotal: 4 }));
    expect(await telemetryRows(s.id)).toHaveLength(1);
    const live = await liveInAdminList(s.reference);
    expect(live).toMatchObject({ online: true, status: 'charging', portsInUse: 3, portsTotal: 4 });
    expect(Date.now() - Date.parse(live.lastSeenAt!)).toBeLessThan(10_000);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/stations?limit=100',
      headers: bearer(owner.token),
    });
    const row = own.json().find((r: { reference: string }) => r.reference === s.reference);
    expect(row.live).toMatchObject({ online: true, status: 'charging' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stations/${s.id}/telemetry`,
      headers: bearer(admin.token),
    });
    expect(detail.json()).toMatchObject({
      reference: s.reference,
      live: { status: 'charging' },
      recent: [{ status: 'charging', sessions: 2 }],
    });
  });

  it("drops and logs a publish on another station's topic: nothing stored for either", async () => {
    const mine = await station();
    const victim = await station(other.id);
    const before = t.app.telemetry.ingestor.stats.dropped.wrongTopic;
    await publish(
      mine.reference,
      message({ status: 'fault', fault: 'spoofed' }),
      `stations/${victim.reference}/telemetry`,
    );
    expect(t.app.telemetry.ingestor.stats.dropped.wrongTopic).toBe(before + 1);
    expect(await telemetryRows(victim.id)).toEqual([]);
    expect(await telemetryRows(mine.id)).toEqual([]);
    expect((await liveInAdminList(victim.reference)).lastSeenAt).toBeNull();
  });

  it('counts and drops malformed or out-of-range payloads, and keeps serving', async () => {
    const s = await station();
    const { dropped } = t.app.telemetry.ingestor.stats;
    const malformed = dropped.malformed;
    const outOfRange = dropped.outOfRange;
    for (const payload of [
      'not json',
      '{"status":"exploded","portsInUse":1,"portsTotal":2,"sessions":0}',
      '{"status":"available"}',
      JSON.stringify({ ...JSON.parse(message()), extra: 'field' }),
      'x'.repeat(5000),
    ]) {
      await ingest(s.reference, payload);
    }
    for (const payload of [
      message({ portsInUse: 5, portsTotal: 4 }),
      message({ sessions: -1 }),
      message({ portsTotal: 1000 }),
    ]) {
      await ingest(s.reference, payload);
    }
    expect(dropped.malformed - malformed).toBe(5);
    expect(dropped.outOfRange - outOfRange).toBe(3);
    expect(await telemetryRows(s.id)).toEqual([]);
    // A malformed message over MQTT does not take the broker down either.
    await publish(s.reference, '{');
    expect(dropped.malformed - malformed).toBe(6);
    await publish(s.reference, message());
    expect(await telemetryRows(s.id)).toHaveLength(1);
  });
});

describe('MQTT 5 stations on the embedded broker', () => {
  const connect5 = (username: string, password: string, url = `mqtt://127.0.0.1:${MQTT_PORT}`) =>
    mqtt.connectAsync(url, {
      username,
      password,
      clientId: `station-${username}`,
      protocolVersion: 5,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });

  it('accepts the issued password, stores QoS 0 and 1 messages and acknowledges them', async () => {
    const s = await station();
    const { password } = (await issue(s.id)).json();
    const device = await connect5(s.reference, password);
    const received = t.app.telemetry.ingestor.stats.received;
    await device.publishAsync(
      `stations/${s.reference}/telemetry`,
      message({ status: 'charging' }),
      {
        qos: 1,
      },
    );
    await device.publishAsync(`stations/${s.reference}/telemetry`, message(), { qos: 0 });
    await vi.waitFor(() => expect(t.app.telemetry.ingestor.stats.received).toBe(received + 2));
    await t.app.telemetry.settled();
    expect(await telemetryRows(s.id)).toHaveLength(2);
    expect((await liveInAdminList(s.reference)).online).toBe(true);
    await device.endAsync();
  });

  it('refuses a wrong password at CONNECT with reason 0x86', async () => {
    const s = await station();
    const { password } = (await issue(s.id)).json();
    const refused = t.app.telemetry.ingestor.stats.connectionsRefused;
    await expect(connect5(s.reference, `${password}x`)).rejects.toThrow(
      /Bad User Name or Password/i,
    );
    await expect(connect5('NO-SUCH-STATION', password)).rejects.toThrow(
      /Bad User Name or Password/i,
    );
    expect(t.app.telemetry.ingestor.stats.connectionsRefused).toBe(refused + 2);
  });

  it("refuses a publish on another station's topic (0x87) and stores nothing; no subscription", async () => {
    const mine = await station();
    const victim = await station(other.id);
    const { password } = (await issue(mine.id)).json();
    const device = await connect5(mine.reference, password);
    const before = t.app.telemetry.ingestor.stats.dropped.wrongTopic;
    await expect(
      device.publishAsync(`stations/${victim.reference}/telemetry`, message({ status: 'fault' }), {
        qos: 1,
      }),
    ).rejects.toThrow(/Not authorized|135/i);
    expect(t.app.telemetry.ingestor.stats.dropped.wrongTopic).toBe(before + 1);
    await expect(device.subscribeAsync('stations/#', { qos: 1 })).rejects.toThrow(
      /Subscribe error: Not authorized/,
    );
    await t.app.telemetry.settled();
    expect(await telemetryRows(victim.id)).toEqual([]);
    expect(await telemetryRows(mine.id)).toEqual([]);
    await device.endAsync();
  });

  it('is served over WebSocket on /mqtt too, and closed when new credentials are issued', async () => {
    const s = await station();
    const { password } = (await issue(s.id)).json();
    const { port } = t.app.server.address() as { port: number };
    const device = await connect5(s.reference, password, `ws://127.0.0.1:${port}/mqtt`);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    await device.publishAsync(`stations/${s.reference}/telemetry`, message(), { qos: 1 });
    await vi.waitFor(async () => expect(await telemetryRows(s.id)).toHaveLength(1));
    await issue(s.id);
    await closed;
    await expect(connect5(s.reference, password)).rejects.toThrow(/Bad User Name or Password/i);
    device.end(true);
  });
});

describe('offline detection and alerts', () => {
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const outbox = async () => {
    const dir = path.join(t.dataDir, 'outbox');
    return readdir(dir).catch(() => [] as string[]);
  };

  it(`goes offline after ${OFFLINE_AFTER_S} s without a message, once per incident`, async () => {
    const s = await station();
    await ingest(s.reference, message());
    expect((await liveInAdminList(s.reference)).online).toBe(true);
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S - 5));
    expect(await alertsOf(s.id)).toEqual([]);
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 1));
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 30));
    const alerts = await alertsOf(s.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'offline', closedAt: null });
    // Back online: the incident closes.
    await ingest(s.reference, message());
    expect((await alertsOf(s.id))[0]!.closedAt).not.toBeNull();
  });

  it('a fault opens one alert and mails the client once, however many messages repeat it', async () => {
    const s = await station();
    const mailsBefore = (await outbox()).length;
    await ingest(s.reference, message({ status: 'fault', fault: 'Port 2 overheating' }));
    await ingest(s.reference, message({ status: 'fault', fault: 'Port 2 overheating' }));
    await ingest(s.reference, message({ status: 'fault', fault: 'Port 2 overheating' }));
    let alerts = await alertsOf(s.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'fault',
      detail: 'Port 2 overheating',
      closedAt: null,
    });
    expect(alerts[0]!.mailedAt).not.toBeNull();
    expect((await outbox()).length).toBe(mailsBefore + 1);
    expect((await liveInAdminList(s.reference)).status).toBe('fault');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/alerts?open=true&limit=500',
      headers: bearer(admin.token),
    });
    expect(listed.json().some((a: { stationId: number }) => a.stationId === s.id)).toBe(true);
    // Recovery closes it; a new fault is a new incident with a new mail.
    await ingest(s.reference, message({ status: 'available' }));
    alerts = await alertsOf(s.id);
    expect(alerts[0]!.closedAt).not.toBeNull();
    await ingest(s.reference, message({ status: 'fault', fault: 'Door open' }));
    expect(await alertsOf(s.id)).toHaveLength(2);
    expect((await outbox()).length).toBe(mailsBefore + 2);
  });

  /** The mails in the outbox addressed to `email` (each test's client has its own address). */
  const mailsTo = async (email: string) => {
    const dir = path.join(t.dataDir, 'outbox');
    const texts = await Promise.all(
      (await outbox()).map((file) => readFile(path.join(dir, file), 'utf8')),
    );
    return texts.filter((text) => text.includes(email));
  };

  it('an offline incident mails the client once when the setting is on; recovery closes it', async () => {
    const client = await createClientAccount(t.app, { settings: { emailOnMaintenance: true } });
    const s = await station(client.id);
    await ingest(s.reference, message());
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 1));
    await t.app.telemetry.settled();
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 30));
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 600));
    await t.app.telemetry.settled();
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Station ${s.reference} : hors ligne / offline`);
    let alerts = await alertsOf(s.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'offline', closedAt: null });
    expect(alerts[0]!.mailedAt).not.toBeNull();
    // The station reports again: the incident closes, and recovery sends no mail.
    await ingest(s.reference, message());
    alerts = await alertsOf(s.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.closedAt).not.toBeNull();
    expect(await mailsTo(client.email)).toHaveLength(1);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/alerts?open=true&limit=500',
      headers: bearer(admin.token),
    });
    expect(open.json().some((a: { stationId: number }) => a.stationId === s.id)).toBe(false);
  });

  it('an offline incident opens an alert but mails nobody when the setting is off', async () => {
    const quiet = await createClientAccount(t.app, { settings: { emailOnMaintenance: false } });
    const s = await station(quiet.id);
    await ingest(s.reference, message());
    await t.app.telemetry.sweep(later(OFFLINE_AFTER_S + 1));
    await t.app.telemetry.settled();
    const [alert] = await alertsOf(s.id);
    expect(alert).toMatchObject({ kind: 'offline', closedAt: null, mailedAt: null });
    expect(await mailsTo(quiet.email)).toEqual([]);
  });

  it('does not mail a client whose "station needing maintenance" setting is off', async () => {
    const quiet = await createClientAccount(t.app, { settings: { emailOnMaintenance: false } });
    const s = await station(quiet.id);
    const mailsBefore = (await outbox()).length;
    await ingest(s.reference, message({ status: 'fault', fault: 'Breaker' }));
    const [alert] = await alertsOf(s.id);
    expect(alert).toMatchObject({ kind: 'fault', mailedAt: null });
    expect((await outbox()).length).toBe(mailsBefore);
  });
});

describe('client isolation', () => {
  it("a client never sees another client's station, its telemetry or its live events", async () => {
    const theirs = await station(other.id);
    await ingest(theirs.reference, message({ status: 'charging' }));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/stations?limit=100',
      headers: bearer(owner.token),
    });
    expect(list.json().map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/stations/${theirs.id}/telemetry`,
      headers: bearer(owner.token),
    });
    expect(detail.statusCode).toBe(404);
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stations/${theirs.id}/telemetry`,
      headers: bearer(owner.token),
    });
    expect(adminOnly.statusCode).toBe(403);
    const mine = await station(owner.id);
    await ingest(mine.reference, message());
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/stations/${mine.id}/telemetry`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('the client stream carries only the own stations; the admin stream carries all', async () => {
    const mine = await station(owner.id);
    const theirs = await station(other.id);
    const clientStream = await openEventStream(t.app, '/api/stations/stream', owner.token);
    const adminStream = await openEventStream(t.app, '/api/admin/telemetry/stream', admin.token);
    await ingest(theirs.reference, message({ status: 'fault', fault: 'x' }));
    await ingest(mine.reference, message({ status: 'charging' }));
    const seenByClient = await clientStream.until(mine.reference);
    const seenByAdmin = await adminStream.until(mine.reference);
    expect(seenByClient).not.toContain(theirs.reference);
    expect(seenByClient).not.toContain('clientId');
    expect(seenByAdmin).toContain(theirs.reference);
    clientStream.close();
    adminStream.close();
  });
});

describe('usage figures and retention', () => {
  it('the client dashboard counts real sessions, usage rate and stations online, own only', async () => {
    const client = await createClientAccount(t.app);
    const a = await station(client.id);
    const b = await station(client.id);
    await station(client.id); // never reported
    await ingest(a.reference, message({ portsInUse: 2, portsTotal: 4, sessions: 5 }));
    await ingest(
      b.reference,
      message({ status: 'charging', portsInUse: 4, portsTotal: 4, sessions: 3 }),
    );
    const theirs = await station(other.id);
    await ingest(theirs.reference, message({ sessions: 100 }));
    const usage = (
      await t.app.inject({ method: 'GET', url: '/api/me/usage', headers: bearer(client.token) })
    ).json();
    expect(usage.onlineNow).toBe(2);
    expect(usage.sessionsLast30Days).toBe(8);
    expect(usage.usageRate).toBeCloseTo(6 / 8);
    expect(usage.sessionsByMonth).toHaveLength(12);
    expect(usage.sessionsByMonth.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      sessions: 8,
    });
  });

  it('rolls telemetry older than the retention period into daily aggregates', async () => {
    const s = await station();
    const old = new Date(Date.now() - 40 * 86_400_000);
    const day = old.toISOString().slice(0, 10);
    await t.app.db.insert(stationTelemetry).values(
      [1, 2, 3].map((n) => ({
        stationId: s.id,
        receivedAt: new Date(Date.parse(`${day}T10:00:00Z`) + n * 60_000),
        status: n === 3 ? ('fault' as const) : ('charging' as const),
        portsInUse: n,
        portsTotal: 4,
        sessions: n,
      })),
    );
    await ingest(s.reference, message()); // recent: stays raw
    await t.app.telemetry.rollUp();
    const raw = await telemetryRows(s.id);
    expect(raw).toHaveLength(1);
    const [daily] = await t.app.db
      .select()
      .from(stationTelemetryDaily)
      .where(eq(stationTelemetryDaily.stationId, s.id));
    expect(daily).toMatchObject({
      day,
      messages: 3,
      sessions: 6,
      faultMessages: 1,
      portsInUseSum: 6,
      portsTotalSum: 12,
    });
    // Idempotent: a second pass finds nothing left to roll.
    expect(await t.app.telemetry.rollUp()).toBe(0);
  });

  it('keeps raw telemetry in daily partitions; retention drops a whole day', async () => {
    const s = await station();
    // 45 days ago (past the 30-day retention) and today, each in a partition of its own.
    const oldDay = new Date(Date.now() - 45 * 86_400_000);
    const made = await t.app.telemetry.partitions(oldDay);
    const name = `station_telemetry_p${oldDay.toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(made).toContain(name);
    const at = new Date(`${oldDay.toISOString().slice(0, 10)}T12:00:00Z`);
    await t.app.db.insert(stationTelemetry).values(
      [1, 2].map((n) => ({
        stationId: s.id,
        receivedAt: new Date(at.getTime() + n * 1000),
        status: 'available' as const,
        portsInUse: 0,
        portsTotal: 4,
        sessions: n,
      })),
    );
    const partitionOf = async () =>
      (
        (await t.app.db.execute(sql`
          select distinct tableoid::regclass::text as partition from station_telemetry
          where station_id = ${s.id}`)) as unknown as { rows: { partition: string }[] }
      ).rows.map((row) => row.partition);
    expect(await partitionOf()).toEqual([name]);
    const partitions = async () =>
      (
        (await t.app.db.execute(sql`
          select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          join pg_class p on p.oid = i.inhparent where p.relname = 'station_telemetry'`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name);
    expect(await partitions()).toContain('station_telemetry_default');
    // Today's partition exists from the server's start (onListen).
    const today = `station_telemetry_p${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(await partitions()).toContain(today);
    await t.app.telemetry.rollUp();
    expect(await partitions()).not.toContain(name);
    expect(await partitions()).toContain(today);
    expect(await telemetryRows(s.id)).toEqual([]);
    const [daily] = await t.app.db
      .select()
      .from(stationTelemetryDaily)
      .where(eq(stationTelemetryDaily.stationId, s.id));
    expect(daily).toMatchObject({ day: at.toISOString().slice(0, 10), messages: 2, sessions: 3 });
  });
});

describe('fleet', () => {
  it('filters the map by derived state and counts the fleet', async () => {
    const faulty = await station();
    await ingest(faulty.reference, message({ status: 'fault', fault: 'f' }));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/fleet?filter=fault',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stations.every((s: { live: StationLive }) => s.live.status === 'fault')).toBe(true);
    expect(body.stations.map((s: { id: number }) => s.id)).toContain(faulty.id);
    expect(body.counts.fault).toBeGreaterThanOrEqual(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/fleet?filter=nope',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/fleet', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('offline after STATION_OFFLINE_AFTER_S, as the lists and the fleet show it', () => {
  /** The station's last message was received `seconds` ago. */
  const lastSeen = (stationId: number, seconds: number) =>
    t.app.db
      .update(stationLive)
      .set({ lastSeenAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(stationLive.stationId, stationId));
  const ownList = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/stations?limit=100',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; live: StationLive }[];
  };
  const fleetIds = async (filter: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/fleet?filter=${filter}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      stations: { id: number; live: StationLive }[];
      counts: Record<string, number>;
    };
    return { ...body, ids: body.stations.map((s) => s.id) };
  };

  it('live.online turns false in GET /api/admin/stations and GET /api/stations', async () => {
    const client = await createClientAccount(t.app);
    const s = await station(client.id);
    await ingest(s.reference, message({ status: 'charging', portsInUse: 2 }));
    await lastSeen(s.id, OFFLINE_AFTER_S - 5);
    expect(await liveInAdminList(s.reference)).toMatchObject({ online: true, status: 'charging' });
    expect((await ownList(client.token)).find((r) => r.id === s.id)!.live.online).toBe(true);
    await lastSeen(s.id, OFFLINE_AFTER_S + 1);
    const offline = { online: false, status: 'offline', portsInUse: 0, portsTotal: 4 };
    expect(await liveInAdminList(s.reference)).toMatchObject(offline);
    expect((await ownList(client.token)).find((r) => r.id === s.id)!.live).toMatchObject(offline);
  });

  it('the fleet filters offline and charging stations by their derived state', async () => {
    const charging = await station();
    const silent = await station();
    const saidOffline = await station();
    const available = await station();
    await ingest(charging.reference, message({ status: 'charging', portsInUse: 3 }));
    await ingest(silent.reference, message({ status: 'charging' }));
    await lastSeen(silent.id, OFFLINE_AFTER_S + 1);
    await ingest(saidOffline.reference, message({ status: 'offline', portsInUse: 0 }));
    await ingest(available.reference, message({ status: 'available' }));
    const neverSeen = await station();

    const offline = await fleetIds('offline');
    expect(offline.ids).toEqual(expect.arrayContaining([silent.id, saidOffline.id, neverSeen.id]));
    expect(offline.ids).not.toContain(charging.id);
    expect(offline.ids).not.toContain(available.id);
    expect(offline.stations.every((s) => !s.live.online && s.live.status === 'offline')).toBe(true);

    const chargingNow = await fleetIds('charging');
    expect(chargingNow.ids).toContain(charging.id);
    // Its last message said charging, but it has been silent too long.
    expect(chargingNow.ids).not.toContain(silent.id);
    expect(chargingNow.ids).not.toContain(available.id);
    expect(chargingNow.stations.every((s) => s.live.online && s.live.status === 'charging')).toBe(
      true,
    );

    const all = await fleetIds('all');
    expect(all.counts.offline).toBe(offline.ids.length);
    expect(all.counts.charging).toBe(chargingNow.ids.length);
  });
});

describe('CSV export of the stations', () => {
  it('carries each station’s live state: online, status and last seen', async () => {
    const tag = `CSV-${process.pid}-${++seq}`;
    const rows = await t.app.db
      .insert(stations)
      .values([`${tag}-A`, `${tag}-B`, `${tag}-C`].map((reference) => ({ reference })))
      .returning();
    const [live, silent, never] = rows;
    await ingest(live!.reference, message({ status: 'fault', fault: 'Door' }));
    await ingest(silent!.reference, message({ status: 'charging' }));
    await t.app.db
      .update(stationLive)
      .set({ lastSeenAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(stationLive.stationId, silent!.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stations/export?q=${tag}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // French by default (lib/csv.ts): `;`, titles in French, Tunisia's clock time.
    const columns = header!.split(';');
    expect(columns.slice(-3)).toEqual(['En ligne', 'État en direct', 'Vue pour la dernière fois']);
    const byReference = new Map(
      lines.map((line) => {
        const cells = line.split(';');
        return [cells[1], cells.slice(-3)];
      }),
    );
    const [online, status, seenAt] = byReference.get(live!.reference)!;
    expect([online, status]).toEqual(['oui', 'En panne']);
    expect(seenAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // 03:04 UTC is 04:04 in Tunis (UTC+1, no daylight saving).
    expect(byReference.get(silent!.reference)).toEqual(['non', 'Hors ligne', '02/01/2026 04:04']);
    expect(byReference.get(never!.reference)).toEqual(['non', 'Hors ligne', '']);
    const forClient = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stations/export',
      headers: bearer(owner.token),
    });
    expect(forClient.statusCode).toBe(403);
  });
});

describe('MQTT_PORT=0', () => {
  it('starts no broker: no MQTT TCP listener, and /mqtt refuses the WebSocket', async () => {
    const listeners = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
    let hookRan!: () => void;
    const listened = new Promise<void>((resolve) => {
      hookRan = resolve;
    });
    // Registered after the telemetry plugin's onListen hook, so it runs once that hook is done.
    const off = await createTestApp({ MQTT_PORT: '0', HOST: '127.0.0.1' }, (app) => {
      app.addHook('onListen', async () => hookRan());
    });
    try {
      const before = listeners();
      await off.app.listen({ port: 0, host: '127.0.0.1' });
      await listened;
      expect(off.app.telemetry.mqtt).toBeUndefined();
      // The HTTP server is the only new listening socket.
      expect(listeners()).toBe(before + 1);
      const { port } = off.app.server.address() as { port: number };
      const outcome = await new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/mqtt`, 'mqtt');
        ws.once('open', () => {
          ws.terminate();
          resolve('open');
        });
        ws.once('unexpected-response', (_request, response) =>
          resolve(`refused ${response.statusCode}`),
        );
        ws.once('error', (error) => resolve(`error ${error.message}`));
      });
      expect(outcome).not.toBe('open');
      expect(outcome).toMatch(/^(refused|error)/);
      // For contrast, this file's main app (MQTT_PORT set) serves the same path.
      const main = t.app.server.address() as { port: number };
      const device = await mqtt
        .connectAsync(`ws://127.0.0.1:${main.port}/mqtt`, {
          username: 'NO-SUCH-STATION',
          password: 'x',
          reconnectPeriod: 0,
        })
        .catch((error: Error) => error);
      expect(String(device)).toMatch(/Bad username or password/i);
    } finally {
      await off.close();
    }
  });
});

describe('MQTT port already taken', () => {
  it('keeps the server running and the broker reachable over WebSocket on /mqtt', async () => {
    // This file's first app holds MQTT_PORT, as a Mosquitto on 1883 would.
    const second = await createTestApp({ MQTT_PORT: String(MQTT_PORT), HOST: '127.0.0.1' });
    try {
      // The broker starts in the onListen hook, just after listen() resolves.
      await listenWithMqtt(second.app);
      const secondAdmin = await createAdminAccount(second.app);
      const [s] = await second.app.db
        .insert(stations)
        .values({ reference: `WS-${++seq}` })
        .returning();
      const issued = await second.app.inject({
        method: 'POST',
        url: `/api/admin/stations/${s!.id}/credentials`,
        headers: bearer(secondAdmin.token),
      });
      const { port } = second.app.server.address() as { port: number };
      const device = await mqtt.connectAsync(`ws://127.0.0.1:${port}/mqtt`, {
        username: s!.reference,
        password: issued.json().password,
        clientId: s!.reference,
        reconnectPeriod: 0,
      });
      await device.publishAsync(`stations/${s!.reference}/telemetry`, message(), { qos: 1 });
      await device.endAsync();
      await vi.waitFor(() => expect(second.app.telemetry.ingestor.stats.received).toBe(1));
      await second.app.telemetry.settled();
      expect(await second.app.db.select().from(stationTelemetry)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
