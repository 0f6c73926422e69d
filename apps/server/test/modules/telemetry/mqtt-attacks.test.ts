import net from 'node:net';
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import mqttPacket, { type Packet } from 'mqtt-packet';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { stationCredentials, stations, stationTelemetry } from '../../../src/db/schema';
import { hashPassword } from '../../../src/lib/password';
import { bearer, createAdminAccount, createTestApp, type TestAccount } from '../../helpers/app';
import { freePort } from '../../helpers/free-port';
import { listenWithMqtt, useBrokerApp } from '../../helpers/mqtt';

/**
 * Issue 28, performed as an attacker would against the embedded broker over real TCP and
 * WebSocket: oversized packets before and after login, connection floods, client-id takeover and
 * password guessing. Attackers use other loopback addresses (127.0.0.2, .3, …) than the stations.
 */

let MQTT_PORT = 0;
let HTTP_PORT = 0;
const t = useBrokerApp();
let admin: TestAccount;
let seq = 0;

beforeAll(async () => {
  MQTT_PORT = t.app.config.mqtt.port;
  HTTP_PORT = (t.app.server.address() as net.AddressInfo).port;
  admin = await createAdminAccount(t.app);
});

async function station() {
  const reference = `ATK-${process.pid}-${++seq}`;
  const [row] = await t.app.db.insert(stations).values({ reference }).returning();
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${row!.id}/credentials`,
    headers: bearer(admin.token),
  });
  return { ...row!, password: issued.json().password as string };
}

const message = JSON.stringify({ status: 'available', portsInUse: 1, portsTotal: 4, sessions: 2 });

/** An mqtt.js client whose TCP connection leaves from `localAddress`. */
function connectFrom(
  localAddress: string,
  options: mqtt.IClientOptions,
  port = MQTT_PORT,
): Promise<mqtt.MqttClient> {
  const client = new mqtt.MqttClient(() => net.connect({ host: '127.0.0.1', port, localAddress }), {
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
    client.once('close', () => reject(new Error('closed before CONNACK')));
  });
}

/** Raw socket: resolves with how long the server took to close it (or 'open' after `waitMs`). */
function whenClosed(
  socket: { once(event: 'close', listener: () => void): unknown },
  waitMs: number,
) {
  const started = Date.now();
  return new Promise<number | 'open'>((resolve) => {
    const timer = setTimeout(() => resolve('open'), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

const rss = () => process.memoryUsage().rss;

describe('oversized packets (issue 28 §1)', () => {
  // A CONNECT fixed header declaring 200 MB: remaining length 209,715,200 as an MQTT varint.
  const hugeConnectHeader = () => {
    let length = 200 * 1024 * 1024;
    const bytes = [0x10];
    do {
      let byte = length % 128;
      length = Math.floor(length / 128);
      if (length > 0) byte |= 0x80;
      bytes.push(byte);
    } while (length > 0);
    return Buffer.from(bytes);
  };
  const filler = Buffer.alloc(64 * 1024, 0x41);

  it('closes a raw TCP socket declaring a 200 MB CONNECT within 1 s; RSS grows < 5 MB', async () => {
    const before = rss();
    const socket = net.connect({ host: '127.0.0.1', port: MQTT_PORT, localAddress: '127.0.0.2' });
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = whenClosed(socket, 3000);
    socket.write(hugeConnectHeader());
    // Keep streaming the body as an attacker would, until the server hangs up.
    let sent = 0;
    const pump = setInterval(() => {
      if (socket.destroyed || sent > 200 * 1024 * 1024) return clearInterval(pump);
      for (let i = 0; i < 16 && socket.write(filler); i++) sent += filler.length;
    }, 5);
    const elapsed = await closed;
    clearInterval(pump);
    socket.destroy();
    expect(elapsed).not.toBe('open');
    expect(elapsed).toBeLessThan(1000);
    expect(rss() - before).toBeLessThan(5 * 1024 * 1024);
  });

  it('closes a WebSocket declaring a 200 MB CONNECT within 1 s; RSS grows < 5 MB', async () => {
    const before = rss();
    const ws = new WebSocket(`ws://127.0.0.1:${HTTP_PORT}/mqtt`, 'mqtt', {
      localAddress: '127.0.0.2',
    });
    ws.on('error', () => {});
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    const closed = whenClosed(ws, 3000);
    ws.send(hugeConnectHeader());
    const pump = setInterval(() => {
      if (ws.readyState !== WebSocket.OPEN) return clearInterval(pump);
      for (let i = 0; i < 4; i++) ws.send(filler.subarray(0, 16 * 1024));
    }, 5);
    const elapsed = await closed;
    clearInterval(pump);
    ws.terminate();
    expect(elapsed).not.toBe('open');
    expect(elapsed).toBeLessThan(1000);
    expect(rss() - before).toBeLessThan(5 * 1024 * 1024);
  });

  it('closes a connection whose first packet is not a CONNECT, or whose CONNECT is over 4 KB', async () => {
    for (const bytes of [
      mqttPacket.generate({ cmd: 'pingreq' }),
      Buffer.from('GET / HTTP/1.1\r\n\r\n'),
      Buffer.concat([Buffer.from([0x10, 0x81, 0x20]), Buffer.alloc(100)]), // declares 4,097 bytes
    ]) {
      const socket = net.connect({ host: '127.0.0.1', port: MQTT_PORT, localAddress: '127.0.0.3' });
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const closed = whenClosed(socket, 3000);
      socket.write(bytes);
      expect(await closed).toBeLessThan(1000);
    }
  });

  it('closes a logged-in station that sends a packet over the telemetry limit; nothing stored', async () => {
    const s = await station();
    for (const protocolVersion of [4, 5] as const) {
      const device = await connectFrom('127.0.0.1', {
        username: s.reference,
        password: s.password,
        clientId: s.reference,
        protocolVersion,
      });
      const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
      device.publish(`stations/${s.reference}/telemetry`, Buffer.alloc(10 * 1024 * 1024, 0x20));
      await closed;
      device.end(true);
    }
    await t.app.telemetry.settled();
    expect(
      await t.app.db.select().from(stationTelemetry).where(eq(stationTelemetry.stationId, s.id)),
    ).toEqual([]);
  });
});

describe('client id bound to the credentials (issue 28 §2)', () => {
  it('refuses a takeover with another station’s client id; the victim stays connected', async () => {
    const victim = await station();
    const attacker = await station();
    const device = await connectFrom('127.0.0.1', {
      username: victim.reference,
      password: victim.password,
      clientId: `station-${victim.reference}`,
    });
    let victimClosed = false;
    device.on('close', () => {
      victimClosed = true;
    });
    for (const protocolVersion of [4, 5] as const) {
      const refusal = await connectFrom('127.0.0.1', {
        username: attacker.reference,
        password: attacker.password,
        clientId: `station-${victim.reference}`,
        protocolVersion,
      }).catch((error: Error & { code?: number }) => error);
      expect(refusal).toBeInstanceOf(Error);
      // 3.1.1: return code 2 "identifier rejected"; 5: reason 0x85 "client identifier not valid".
      expect((refusal as Error & { code?: number }).code).toBe(protocolVersion === 4 ? 2 : 0x85);
    }
    // The victim's session is untouched: it still publishes, and its messages are stored.
    await device.publishAsync(`stations/${victim.reference}/telemetry`, message, { qos: 1 });
    await vi.waitFor(async () =>
      expect(
        await t.app.db
          .select()
          .from(stationTelemetry)
          .where(eq(stationTelemetry.stationId, victim.id)),
      ).toHaveLength(1),
    );
    expect(victimClosed).toBe(false);
    await device.endAsync();
  });

  it('accepts the station’s own reference, station-<reference>, or an empty id (assigned)', async () => {
    const s = await station();
    for (const clientId of [s.reference, `station-${s.reference}`, '']) {
      const device = await connectFrom('127.0.0.1', {
        username: s.reference,
        password: s.password,
        clientId,
        clean: true,
      });
      expect(device.connected).toBe(true);
      await device.endAsync();
    }
    const foreign = await connectFrom('127.0.0.1', {
      username: s.reference,
      password: s.password,
      clientId: 'mqttjs_1234abcd',
    }).catch((error: Error & { code?: number }) => error);
    expect((foreign as Error & { code?: number }).code).toBe(2);
  });
});

describe('connection limits before login (issue 28 §1)', () => {
  it('bounds connections not logged in per address and in total', async () => {
    const port = await freePort();
    const small = await createTestApp({
      MQTT_PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_MAX_PENDING_PER_ADDRESS: '3',
      MQTT_MAX_PENDING: '5',
    });
    const sockets: net.Socket[] = [];
    try {
      await listenWithMqtt(small.app);
      // Silent sockets: connected, never a CONNECT.
      const open = async (localAddress: string) => {
        const socket = net.connect({ host: '127.0.0.1', port, localAddress });
        socket.on('error', () => {});
        sockets.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        return whenClosed(socket, 500);
      };
      const first = await Promise.all([1, 2, 3].map(() => open('127.0.0.4')));
      expect(first).toEqual(['open', 'open', 'open']);
      // A fourth from the same address is closed at once; another address still gets in.
      expect(await open('127.0.0.4')).toBeLessThan(500);
      expect(await Promise.all([open('127.0.0.5'), open('127.0.0.5')])).toEqual(['open', 'open']);
      // Five pending in total: a sixth address is refused too.
      expect(await open('127.0.0.6')).toBeLessThan(500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await small.close();
    }
  });
});

describe('failed CONNECT throttle (issue 28 §4)', () => {
  /** One raw MQTT 3.1.1 CONNECT; resolves with the CONNACK return code, or 'closed'. */
  const rawConnect = (localAddress: string, username: string, password: string) =>
    new Promise<number | 'closed'>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: MQTT_PORT, localAddress });
      const parser = mqttPacket.parser();
      parser.on('packet', (packet: Packet) => {
        if (packet.cmd === 'connack') resolve(packet.returnCode ?? -1);
        socket.destroy();
      });
      socket.on('data', (chunk) => parser.parse(chunk));
      socket.on('error', () => {});
      socket.once('close', () => resolve('closed'));
      socket.write(
        mqttPacket.generate({
          cmd: 'connect',
          protocolId: 'MQTT',
          protocolVersion: 4,
          clientId: '',
          clean: true,
          keepalive: 30,
          username,
          password: Buffer.from(password),
        }),
      );
    });

  it('300 parallel wrong passwords do not slow /api/health; the station still gets in', async () => {
    const s = await station();
    // The station's usual network: its last successful login.
    const device = await connectFrom('127.0.0.1', {
      username: s.reference,
      password: s.password,
      clientId: s.reference,
    });
    await device.endAsync();
    // A legacy argon2id hash: without the throttle each guess would cost an argon2 verification.
    await t.app.db
      .update(stationCredentials)
      .set({ passwordHash: await hashPassword(s.password) })
      .where(eq(stationCredentials.stationId, s.id));
    const throttledBefore = t.app.telemetry.mqtt!.refusals().throttled!;
    const timeHealth = async () => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${HTTP_PORT}/api/health`);
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    // The same probe before the attack: the machine's own noise (tests run on shared cores).
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) quiet.push(await timeHealth());
    const health: number[] = [];
    let attacking = true;
    const probe = (async () => {
      while (attacking) {
        health.push(await timeHealth());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        rawConnect(`127.0.0.${10 + (i % 3)}`, s.reference, `wrong-${i}`),
      ),
    );
    attacking = false;
    await probe;
    // Every guess refused (4 = bad user name or password, or closed by the address throttle)…
    expect(outcomes.every((outcome) => outcome === 4 || outcome === 'closed')).toBe(true);
    // …and at most the station's budget (10) of them cost a password check.
    const throttled =
      t.app.telemetry.mqtt!.refusals().throttled! -
      throttledBefore +
      outcomes.filter((outcome) => outcome === 'closed').length;
    expect(throttled).toBeGreaterThanOrEqual(290);
    // /api/health answers as fast as before the attack (medians, within 250 ms of noise).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    expect(health.length).toBeGreaterThan(0);
    expect(median(health)).toBeLessThan(median(quiet) + 250);
    // The attacking addresses are shut out, even with the right password; a new address is refused
    // for this station while it is protected; its usual address still gets in.
    expect(await rawConnect('127.0.0.10', s.reference, s.password)).toBe('closed');
    expect(await rawConnect('127.0.0.20', s.reference, s.password)).toBe(4);
    expect(await rawConnect('127.0.0.1', s.reference, s.password)).toBe(0);
  });
});

describe('station secrets (issue 35)', () => {
  it('a legacy argon2id hash still works once, and is replaced by the HMAC form', async () => {
    const s = await station();
    await t.app.db
      .update(stationCredentials)
      .set({ passwordHash: await hashPassword(s.password) })
      .where(eq(stationCredentials.stationId, s.id));
    for (let i = 0; i < 2; i++) {
      const device = await connectFrom('127.0.0.1', {
        username: s.reference,
        password: s.password,
        clientId: s.reference,
      });
      await device.endAsync();
      const [stored] = await t.app.db
        .select()
        .from(stationCredentials)
        .where(eq(stationCredentials.stationId, s.id));
      expect(stored!.passwordHash).toMatch(/^hmac-sha256\$[\w-]{43}$/);
    }
    const wrong = await connectFrom('127.0.0.1', {
      username: s.reference,
      password: `${s.password}x`,
      clientId: s.reference,
    }).catch((error: Error & { code?: number }) => error);
    expect((wrong as Error & { code?: number }).code).toBe(4);
  });
});
