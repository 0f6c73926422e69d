import net from 'node:net';
import fc from 'fast-check';
import mqtt from 'mqtt';
import mqttPacket from 'mqtt-packet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectProtocolLevel,
  MQTT5_MAX_PACKET_BYTES,
  routeByProtocol,
  serveMqtt5Station,
} from '../../../src/modules/telemetry/mqtt5-station';

const connect = (protocolVersion: 3 | 4 | 5) =>
  mqttPacket.generate(
    {
      cmd: 'connect',
      protocolId: protocolVersion === 3 ? 'MQIsdp' : 'MQTT',
      protocolVersion,
      clientId: 'station-1',
      clean: true,
      keepalive: 60,
      username: 'NB-001',
      password: Buffer.from('secret'),
    },
    { protocolVersion },
  );

describe('routing a connection by its CONNECT', () => {
  it('reads the protocol level of MQTT 3.1, 3.1.1 and 5', () => {
    expect(connectProtocolLevel(connect(3))).toBe(3);
    expect(connectProtocolLevel(connect(4))).toBe(4);
    expect(connectProtocolLevel(connect(5))).toBe(5);
  });

  it('asks for more bytes while the level has not arrived, at any cut', () => {
    const whole = connect(5);
    const levelAt = 2 + 2 + 4; // fixed header (short remaining length), name length, "MQTT"
    for (let cut = 0; cut <= levelAt; cut++) {
      expect(connectProtocolLevel(whole.subarray(0, cut))).toBeUndefined();
    }
    expect(connectProtocolLevel(whole.subarray(0, levelAt + 1))).toBe(5);
  });

  it('says "not a CONNECT" for other packets and garbage, so aedes answers them', () => {
    expect(connectProtocolLevel(mqttPacket.generate({ cmd: 'pingreq' }))).toBeNull();
    expect(connectProtocolLevel(Buffer.from('GET / HTTP/1.1\r\n'))).toBeNull();
    expect(connectProtocolLevel(Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x01]))).toBeNull();
    expect(connectProtocolLevel(Buffer.from([0x10, 0x05, 0x00, 0x09]))).toBeNull();
  });
});

/**
 * Attacks on the MQTT 5 station session, over real TCP: the platform's dependencies are replaced
 * by a table of one station (password "ok"); connections that are not MQTT 5 are closed, as aedes
 * would close garbage.
 */
describe('the MQTT 5 station session under attack', () => {
  const accepted: string[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;

  beforeAll(async () => {
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      routeByProtocol(
        socket,
        (legacy) => legacy.destroy(),
        (v5) =>
          serveMqtt5Station(v5, {
            authenticate: async (username, password) =>
              username === 'NB-001' && password === 'ok'
                ? { reference: 'NB-001' }
                : { refused: 'credentials' },
            accept: (_reference, payload) => accepted.push(payload.toString()),
            dropWrongTopic: () => {},
            refused: () => {},
            register: () => () => {},
            connectTimeoutMs: 300,
          }),
        300,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Sends bytes and resolves when the server has closed the connection. */
  const sendAndAwaitClose = (bytes: Buffer, timeoutMs = 3000) =>
    new Promise<'closed' | 'open'>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      socket.on('data', () => {});
      socket.on('error', () => {});
      const timer = setTimeout(() => {
        socket.destroy();
        resolve('open');
      }, timeoutMs);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve('closed');
      });
    });

  const stationStillServed = async () => {
    const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      username: 'NB-001',
      password: 'ok',
      protocolVersion: 5,
      reconnectPeriod: 0,
      connectTimeout: 3000,
    });
    const before = accepted.length;
    await device.publishAsync('stations/NB-001/telemetry', '{"status":"available"}', { qos: 1 });
    await device.endAsync();
    expect(accepted.length).toBe(before + 1);
  };

  it('closes a connection that starts a CONNECT and never finishes it', async () => {
    expect(await sendAndAwaitClose(connect(5).subarray(0, 12))).toBe('closed');
    expect(await sendAndAwaitClose(connect(5).subarray(0, 3))).toBe('closed');
    await stationStillServed();
  });

  it('closes a connection announcing a packet over the size limit, without buffering it', async () => {
    const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      username: 'NB-001',
      password: 'ok',
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    device.publish('stations/NB-001/telemetry', Buffer.alloc(MQTT5_MAX_PACKET_BYTES * 2));
    await closed;
    device.end(true);
    await stationStillServed();
  });

  it('survives random bytes after a CONNECT, and keeps serving stations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.boolean(),
        async (garbage, afterConnect) => {
          const head = afterConnect ? connect(5) : connect(5).subarray(0, 9 + (garbage[0]! % 20));
          await sendAndAwaitClose(Buffer.concat([head, garbage]), 1500);
        },
      ),
      { numRuns: 40, seed: process.env.CI ? 20261124 : undefined },
    );
    await stationStillServed();
    // No session outlives its connection (a crash would have failed the run already).
    await vi.waitFor(() => expect(sockets.size).toBe(0), { timeout: 3000 });
  }, 120_000);
});
