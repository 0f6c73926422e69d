// Simulated connected stations: what `npm run stations:simulate` and bench/telemetry.mjs drive.
// Each station connects with its own MQTT credentials and publishes the contract's telemetry on
// stations/{reference}/telemetry, with a daily usage pattern, occasional faults and disconnections,
// and carries out the platform's remote commands (stations/{reference}/commands: unlock a locker,
// restart, show a message), answering each on stations/{reference}/acks with { id, ok, detail? }.
import mqtt from 'mqtt';

/** Share of ports busy by hour of day (Tunisia, a mall or café): quiet nights, lunch and evening peaks. */
const HOURLY_LOAD = [
  0.02, 0.01, 0.01, 0.01, 0.01, 0.02, 0.05, 0.12, 0.2, 0.25, 0.3, 0.4, 0.55, 0.5, 0.35, 0.3, 0.35,
  0.45, 0.6, 0.65, 0.55, 0.35, 0.15, 0.05,
];
const FAULTS = [
  'Port 2 overheating',
  'Door open',
  'Breaker tripped',
  'USB-C module not responding',
];

/** A seeded pseudo-random generator, so a run can be replayed (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Backoff before retry `attempt` (0-based): full jitter over 0.5 s × 2^attempt, capped at 30 s. */
function backoffMs(attempt, random = Math.random) {
  const ceiling = Math.min(30_000, 500 * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling * (0.2 + 0.8 * random()));
}

/**
 * An MQTT connection that retries with backoff and jitter until accepted, then keeps reconnecting
 * after drops the same way. `streamBuilder` replaces the TCP connection (the storm benchmark binds
 * each station to its own local address).
 */
export function connectWithBackoff(
  url,
  options,
  { random = Math.random, isStopped = () => false, streamBuilder, onRetry = () => {} } = {},
) {
  // A refused CONNECT (throttled, server busy) is retried too, as firmware does.
  const settings = { ...options, reconnectOnConnackError: true };
  return new Promise((resolve, reject) => {
    let attempt = 0;
    const client = streamBuilder
      ? new mqtt.MqttClient(streamBuilder, { ...settings, reconnectPeriod: backoffMs(0, random) })
      : mqtt.connect(url, { ...settings, reconnectPeriod: backoffMs(0, random) });
    // mqtt.js reads reconnectPeriod each time it schedules a reconnection: a new jittered delay
    // per attempt, growing while refused, back to the start once connected.
    client.on('close', () => {
      if (isStopped()) {
        client.end(true);
        reject(new Error('stopped'));
        return;
      }
      client.options.reconnectPeriod = backoffMs(++attempt, random);
      onRetry(attempt);
    });
    client.on('error', () => {});
    client.on('connect', () => {
      attempt = 0;
      resolve(client);
    });
  });
}

export class SimulatedStation {
  /**
   * @param {{ mqttUrl: string, username: string, password: string, portsTotal?: number,
   *   intervalMs?: number, random?: () => number, faultRate?: number, dropRate?: number,
   *   onPublished?: (reference: string, message: object) => void, log?: (line: string) => void,
   *   onCommand?: (reference: string, command: object) => void }} options
   */
  constructor(options) {
    this.options = {
      portsTotal: 4,
      intervalMs: 10_000,
      faultRate: 0.002,
      dropRate: 0.001,
      ...options,
    };
    this.random = options.random ?? Math.random;
    this.reference = options.username;
    this.portsInUse = 0;
    this.fault = null;
    this.faultLeft = 0;
    this.published = 0;
    this.stopped = false;
  }

  /**
   * Connects, retrying a refused or failed CONNECT with exponential backoff and full jitter (what the
   * station integration guide asks of firmware, docs/station-integration.md): after a broker or
   * server restart a fleet spreads its reconnections instead of retrying in step. Later drops
   * reconnect the same way.
   */
  async connect() {
    this.client = await connectWithBackoff(
      this.options.mqttUrl,
      {
        username: this.options.username,
        password: this.options.password,
        clientId: `station-${this.reference}`,
        // 4 = MQTT 3.1.1, 5 = MQTT 5: both are served (a real fleet mixes firmware generations).
        protocolVersion: this.options.protocolVersion ?? 4,
        connectTimeout: 30_000,
        keepalive: 60,
      },
      {
        random: this.random,
        isStopped: () => this.stopped,
        streamBuilder: this.options.streamBuilder,
      },
    );
    this.client.on('message', (topic, payload) => {
      if (topic === `stations/${this.reference}/commands`) void this.onCommand(payload);
    });
    await this.client.subscribeAsync(`stations/${this.reference}/commands`, { qos: 1 });
  }

  /**
   * Carries out a command and acknowledges it: unlock opens locker n (1 to the number of ports),
   * restart answers then goes silent for a few seconds, message shows the text on the screen. An
   * expired command is ignored (the platform has already counted it as timed out).
   */
  async onCommand(payload) {
    let command;
    try {
      command = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (typeof command?.id !== 'string') return;
    if (!(Date.parse(command.expiresAt) > Date.now())) return;
    const ack = (ok, detail) =>
      this.client
        .publishAsync(
          `stations/${this.reference}/acks`,
          JSON.stringify({ id: command.id, ok, ...(detail ? { detail } : {}) }),
          { qos: 1 },
        )
        .catch((error) => this.options.log?.(`${this.reference}: ack failed: ${error.message}`));
    const lockers = this.options.portsTotal;
    switch (command.type) {
      case 'unlock':
        if (Number.isInteger(command.locker) && command.locker >= 1 && command.locker <= lockers) {
          this.options.log?.(`${this.reference}: locker ${command.locker} unlocked`);
          this.options.onCommand?.(this.reference, command);
          return ack(true, `locker ${command.locker} open`);
        }
        return ack(false, `no locker ${command.locker} (1-${lockers})`);
      case 'message':
        this.screen = String(command.text ?? '');
        this.options.log?.(`${this.reference}: screen shows "${this.screen}"`);
        this.options.onCommand?.(this.reference, command);
        return ack(true);
      case 'restart':
        this.options.onCommand?.(this.reference, command);
        await ack(true, 'restarting');
        this.options.log?.(`${this.reference}: restarting`);
        // A reboot: the connection drops, the station is back a few seconds later.
        this.client.end(true);
        setTimeout(() => {
          if (!this.stopped)
            this.connect().catch((error) =>
              this.options.log?.(`${this.reference}: ${error.message}`),
            );
        }, 3000).unref?.();
        return;
      default:
        return ack(false, `unknown command ${String(command.type).slice(0, 40)}`);
    }
  }

  /** The next message: ports follow the hour's load, faults last a few messages. */
  next(now = new Date()) {
    const total = this.options.portsTotal;
    if (this.faultLeft > 0) {
      this.faultLeft--;
      if (this.faultLeft === 0) this.fault = null;
    } else if (this.random() < this.options.faultRate) {
      this.fault = FAULTS[Math.floor(this.random() * FAULTS.length)];
      this.faultLeft = 3 + Math.floor(this.random() * 10);
    }
    const load = HOURLY_LOAD[now.getHours()];
    const target = Math.round(total * Math.min(1, load + (this.random() - 0.5) * 0.3));
    const previous = this.portsInUse;
    this.portsInUse = this.fault ? 0 : Math.max(0, Math.min(total, target));
    const sessions = Math.max(0, this.portsInUse - previous) + (this.random() < load / 4 ? 1 : 0);
    return {
      status: this.fault ? 'fault' : this.portsInUse > 0 ? 'charging' : 'available',
      portsInUse: this.portsInUse,
      portsTotal: total,
      sessions: this.fault ? 0 : sessions,
      ...(this.fault ? { fault: this.fault } : {}),
    };
  }

  /** Publishes one message (QoS 1: resolved once the broker has it). */
  async publish(message = this.next()) {
    await this.client.publishAsync(
      `stations/${this.reference}/telemetry`,
      JSON.stringify(message),
      {
        qos: 1,
      },
    );
    this.published++;
    this.options.onPublished?.(this.reference, message);
    return message;
  }

  /** Reports every interval (first one after a random offset, so a fleet does not beat in step). */
  run() {
    const tick = async () => {
      if (this.stopped) return;
      try {
        if (this.random() < this.options.dropRate) {
          // A disconnection: silent for 1 to 5 minutes, longer than a report, maybe past the threshold.
          this.options.log?.(`${this.reference}: disconnected`);
          await this.client.endAsync();
          await new Promise((resolve) => setTimeout(resolve, 60_000 + this.random() * 240_000));
          if (this.stopped) return;
          await this.connect();
        }
        await this.publish();
      } catch (error) {
        this.options.log?.(`${this.reference}: ${error.message}`);
      }
      this.timer = setTimeout(tick, this.options.intervalMs);
    };
    this.timer = setTimeout(tick, this.random() * this.options.intervalMs);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.client?.endAsync().catch(() => {});
  }
}

// --- the platform's admin API, to get a fleet with credentials ---------------------------------

async function call(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function pool(items, size, run) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * `count` stations named `{prefix}0001…`: the existing ones are reused, the missing ones created
 * in a "Simulation" space. Only these get new credentials (issuing revokes the previous password,
 * so real stations are never touched).
 */
export async function prepareFleet({ url, token, count, prefix = 'SIM-', log = () => {} }) {
  const references = Array.from(
    { length: count },
    (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`,
  );
  const existing = new Map();
  for (let page = 1; ; page++) {
    const rows = await call(
      url,
      token,
      'GET',
      `/api/admin/stations?limit=500&page=${page}&q=${encodeURIComponent(prefix)}`,
    );
    for (const row of rows) existing.set(row.reference, row.id);
    if (rows.length < 500) break;
  }
  const missing = references.filter((reference) => !existing.has(reference));
  if (missing.length > 0) {
    const espaces = await call(url, token, 'GET', '/api/admin/espaces?q=Simulation&limit=1');
    const espace =
      espaces[0] ??
      (await call(url, token, 'POST', '/api/admin/espaces', {
        nom: 'Simulation',
        gouvernorat: 'Tunis',
        ville: 'Tunis',
        activite: 'Démonstration',
      }));
    log(`creating ${missing.length} stations`);
    await pool(missing, 8, async (reference) => {
      const row = await call(url, token, 'POST', '/api/admin/stations', {
        reference,
        espaceId: espace.id,
        model: 'Nano Box',
        status: 'available',
        fabrication: '2025-01-15',
      });
      existing.set(reference, row.id);
    });
  }
  log(`issuing credentials for ${count} stations`);
  return pool(references, 4, async (reference) => {
    const credentials = await call(
      url,
      token,
      'POST',
      `/api/admin/stations/${existing.get(reference)}/credentials`,
    );
    return { id: existing.get(reference), ...credentials };
  });
}

/** An admin token: given, or by signing in (works when ADMIN_FACE_CHECK=off). */
export async function adminToken({ url, token, email, password }) {
  if (token) return token;
  if (!email || !password) throw new Error('Give --token (ADMIN_TOKEN) or --email and --password.');
  const ready = await fetch(`${url}/api/ready`);
  const xsrf = (ready.headers.getSetCookie?.() ?? [])
    .map((cookie) => cookie.split(';')[0].split('='))
    .find(([key]) => key === 'XSRF-TOKEN')?.[1];
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const body = await response.json();
  if (body.faceCheckRequired) {
    throw new Error('This admin must pass the face check: use --token with a full session token.');
  }
  return body.token;
}
