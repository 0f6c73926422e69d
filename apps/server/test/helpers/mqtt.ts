import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { beforeAll, expect, vi } from 'vitest';
import { bearer, type TestApp } from './app';
import { useTestApp } from './fixtures';
import { freePort } from './free-port';

/** Fails with what to do when no MQTT broker answers at `url` (the external-broker tests need one). */
export async function probeBroker(url: string): Promise<void> {
  const probe = await mqtt
    .connectAsync(url, { reconnectPeriod: 0, connectTimeout: 3000 })
    .catch((error: Error) => {
      throw new Error(
        `No MQTT broker at ${url} (${error.message}). Install and start one ` +
          '(apt-get install mosquitto) or point TEST_MQTT_URL at a broker.',
      );
    });
  await probe.endAsync();
}

export type Received = { topic: string; body: Record<string, unknown>; expiry?: number }[];

/** Messages a device receives, as parsed JSON with their MQTT 5 message expiry when set. */
export function inbox(connection: MqttClient): Received {
  const received: Received = [];
  connection.on('message', (topic, payload, packet) => {
    received.push({
      topic,
      body: JSON.parse(payload.toString()) as Record<string, unknown>,
      ...(packet.properties?.messageExpiryInterval !== undefined
        ? { expiry: packet.properties.messageExpiryInterval }
        : {}),
    });
  });
  return received;
}

/** Sends a remote command to a station as `token`'s admin; expects it accepted (202). */
export async function sendCommand(
  app: FastifyInstance,
  token: string,
  stationId: number,
  body: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/stations/${stationId}/commands`,
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode).toBe(202);
  return response.json() as { id: string; status: string };
}

/** Listens on 127.0.0.1 and waits for the platform's MQTT client (the onListen hook starts it). */
export async function listenWithMqtt(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  await vi.waitFor(() => expect(app.telemetry.mqtt).toBeDefined());
}

/**
 * `useTestApp` for a file whose stations connect over MQTT, listening on 127.0.0.1, its MQTT client
 * started: to the embedded broker on a free port of the file's own (`t.app.config.mqtt.port`), or
 * to the external broker that `env` names in MQTT_URL. `env` may be a function, as in `useTestApp`.
 */
export function useBrokerApp(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): TestApp {
  const t = useTestApp(async () => {
    const values = typeof env === 'function' ? await env() : env;
    if (values.MQTT_URL) return values;
    return { MQTT_PORT: String(await freePort()), HOST: '127.0.0.1', ...values };
  });
  beforeAll(() => listenWithMqtt(t.app));
  return t;
}
