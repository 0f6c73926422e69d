import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stationCommands, stations } from '../../../src/db/schema';
import { bearer, createAdminAccount, type TestAccount } from '../../helpers/app';
import { freePort } from '../../helpers/free-port';
import { sendCommand, useBrokerApp } from '../../helpers/mqtt';

/**
 * Remote commands through an external Mosquitto that enforces access (issue 32): the test starts
 * its own broker on a free port with a password file and the ACL the documentation ships
 * (deploy/mosquitto.acl, docs/operations.md), connects the platform with MQTT_URL as the `platform`
 * user, and proves delivery to the station alone, `done`, `failed`, `timeout`, and that station B
 * can neither read A's commands nor acknowledge them. It never skips: without Mosquitto it fails.
 */

const ACL_FILE = fileURLToPath(new URL('../../../../../deploy/mosquitto.acl', import.meta.url));
const TIMEOUT_S = 30;
const PLATFORM_PASSWORD = randomBytes(12).toString('hex');

const runId = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
const A = { reference: `ACLA-${runId}`, password: randomBytes(12).toString('hex'), id: 0 };
const B = { reference: `ACLB-${runId}`, password: randomBytes(12).toString('hex'), id: 0 };

let dir = '';
let broker: ChildProcess | undefined;
let brokerLog = '';
let port = 0;
let admin: TestAccount;
const devices: MqttClient[] = [];

/** Mosquitto's binary: MOSQUITTO_BIN, else on the PATH or in Debian's /usr/sbin. */
function mosquittoBinary(): string {
  const candidates = [
    process.env.MOSQUITTO_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'mosquitto')),
    '/usr/sbin/mosquitto',
    '/usr/local/sbin/mosquitto',
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'Mosquitto is not installed: this test starts its own broker with the documented ACL ' +
        '(apt-get install mosquitto, or set MOSQUITTO_BIN). It does not skip.',
    );
  }
  return found;
}

/**
 * A password file line in the format Mosquitto 2 reads: `$7$` PBKDF2-SHA512 with the iteration
 * count, base64 salt and base64 key (what mosquitto_passwd writes). mosquitto_passwd is used when
 * installed; this is its format otherwise.
 */
function passwordLine(user: string, password: string): string {
  const salt = randomBytes(12);
  const iterations = 101;
  const key = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return `${user}:$7$${iterations}$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function writePasswords(file: string, users: Record<string, string>) {
  const passwd = ['/usr/bin/mosquitto_passwd', '/usr/local/bin/mosquitto_passwd'].find((p) =>
    existsSync(p),
  );
  if (passwd) {
    await writeFile(file, '');
    for (const [user, password] of Object.entries(users)) {
      execFileSync(passwd, ['-b', file, user, password]);
    }
  } else {
    const lines = Object.entries(users).map(([user, password]) => passwordLine(user, password));
    await writeFile(file, `${lines.join('\n')}\n`);
  }
}

async function startBroker() {
  const binary = mosquittoBinary();
  dir = await mkdtemp(path.join(tmpdir(), 'mosquitto-acl-'));
  // Mosquitto started as root switches to `user`: stay this user so it can read these files.
  await chmod(dir, 0o755);
  const acl = path.join(dir, 'mosquitto.acl');
  await copyFile(ACL_FILE, acl);
  const passwords = path.join(dir, 'passwd');
  await writePasswords(passwords, {
    platform: PLATFORM_PASSWORD,
    [A.reference]: A.password,
    [B.reference]: B.password,
  });
  port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  await writeFile(
    conf,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${passwords}`,
      `acl_file ${acl}`,
      'persistence false',
      `user ${userInfo().username}`,
      'log_dest stderr',
      'log_type error',
      'log_type warning',
      'log_type notice',
      '',
    ].join('\n'),
  );
  for (const file of [acl, passwords, conf]) await chmod(file, 0o644);
  broker = spawn(binary, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  broker.stderr?.on('data', (chunk: Buffer) => {
    brokerLog += chunk.toString();
  });
  broker.stdout?.on('data', (chunk: Buffer) => {
    brokerLog += chunk.toString();
  });
  // Up once the platform's account can log in.
  await vi.waitFor(
    async () => {
      if (broker?.exitCode !== null) {
        throw new Error(`mosquitto exited (${broker?.exitCode}): ${brokerLog}`);
      }
      const probe = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
        username: 'platform',
        password: PLATFORM_PASSWORD,
        reconnectPeriod: 0,
        connectTimeout: 1000,
      });
      await probe.endAsync();
    },
    { timeout: 10_000, interval: 200 },
  );
}

// The broker starts before the app and stops after it.
beforeAll(startBroker);
afterAll(async () => {
  broker?.kill('SIGTERM');
  if (dir) await rm(dir, { recursive: true, force: true });
});
const t = useBrokerApp(async () => ({
  MQTT_URL: `mqtt://platform:${PLATFORM_PASSWORD}@127.0.0.1:${port}`,
  COMMAND_TIMEOUT_S: String(TIMEOUT_S),
}));

beforeAll(async () => {
  admin = await createAdminAccount(t.app);
  for (const s of [A, B]) {
    const [row] = await t.app.db.insert(stations).values({ reference: s.reference }).returning();
    s.id = row!.id;
  }
  // The platform's two shared subscriptions are in place once a station's message reaches it.
  const probe = await device(A);
  await vi.waitFor(
    async () => {
      await probe.publishAsync(
        `stations/${A.reference}/telemetry`,
        JSON.stringify({ status: 'available', portsInUse: 0, portsTotal: 4, sessions: 0 }),
        { qos: 1 },
      );
      await t.app.telemetry.settled();
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/admin/stations?q=${A.reference}`,
        headers: bearer(admin.token),
      });
      expect(list.json()[0]).toMatchObject({ live: { online: true } });
    },
    { timeout: 10_000, interval: 300 },
  );
  await probe.endAsync();
}, 30_000);

afterAll(async () => {
  await Promise.all(devices.map((d) => d.endAsync(true).catch(() => {})));
});

type Received = { topic: string; body: Record<string, unknown> }[];

/** A station device logged in with its own account (MQTT 5: refusals come back as reason codes). */
async function device(s: typeof A, received?: Received) {
  const connection = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    username: s.reference,
    password: s.password,
    protocolVersion: 5,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  devices.push(connection);
  connection.on('message', (topic, payload) => {
    received?.push({ topic, body: JSON.parse(payload.toString()) as Record<string, unknown> });
  });
  return connection;
}

const send = (stationId: number, body: Record<string, unknown>) =>
  sendCommand(t.app, admin.token, stationId, body);

const commandOf = async (id: string) => {
  const [row] = await t.app.db.select().from(stationCommands).where(eq(stationCommands.id, id));
  return row!;
};

/** What a publish came to: the broker's PUBACK reason code (0 = accepted). */
async function publishReason(client: MqttClient, topic: string, body: unknown): Promise<number> {
  try {
    const packet = await client.publishAsync(topic, JSON.stringify(body), { qos: 1 });
    return (packet as { reasonCode?: number } | undefined)?.reasonCode ?? 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}

describe('remote commands through a Mosquitto enforcing deploy/mosquitto.acl', () => {
  it('delivers a command to its station only; the ack sets done, a refusal failed, silence timeout', async () => {
    const gotA: Received = [];
    const gotB: Received = [];
    const a = await device(A, gotA);
    const b = await device(B, gotB);
    const [granted] = await a.subscribeAsync(`stations/${A.reference}/commands`, { qos: 1 });
    expect(granted!.qos).toBe(1);
    // B listens on every commands topic (its own included): the broker delivers it none of A's.
    await b.subscribeAsync('stations/+/commands', { qos: 1 });

    const unlock = await send(A.id, { type: 'unlock', locker: 2 });
    expect(unlock.status).toBe('sent');
    const restart = await send(B.id, { type: 'restart' });
    await vi.waitFor(() => expect(gotA).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(gotB).toHaveLength(1), { timeout: 5000 });
    expect(gotA[0]).toMatchObject({
      topic: `stations/${A.reference}/commands`,
      body: { id: unlock.id, type: 'unlock', locker: 2 },
    });
    expect(gotB[0]).toMatchObject({
      topic: `stations/${B.reference}/commands`,
      body: { id: restart.id, type: 'restart' },
    });

    // A answers: done.
    expect(
      await publishReason(a, `stations/${A.reference}/acks`, { id: unlock.id, ok: true }),
    ).toBe(0);
    await vi.waitFor(async () => expect((await commandOf(unlock.id)).status).toBe('done'), {
      timeout: 5000,
    });

    // A refuses a locker it does not have: failed, with the station's reason.
    const refused = await send(A.id, { type: 'unlock', locker: 9 });
    await vi.waitFor(() => expect(gotA).toHaveLength(2), { timeout: 5000 });
    await publishReason(a, `stations/${A.reference}/acks`, {
      id: refused.id,
      ok: false,
      detail: 'no such locker',
    });
    await vi.waitFor(
      async () =>
        expect(await commandOf(refused.id)).toMatchObject({
          status: 'failed',
          detail: 'no such locker',
        }),
      { timeout: 5000 },
    );

    // B never answers its restart: timeout once COMMAND_TIMEOUT_S has passed, and a late answer
    // changes nothing.
    await t.app.operations.sweep(new Date(Date.now() + (TIMEOUT_S + 1) * 1000));
    expect((await commandOf(restart.id)).status).toBe('timeout');
    await publishReason(b, `stations/${B.reference}/acks`, { id: restart.id, ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.operations.settled();
    expect((await commandOf(restart.id)).status).toBe('timeout');
    // Nothing of A's ever reached B.
    expect(gotB.map((m) => m.topic)).toEqual([`stations/${B.reference}/commands`]);
  });

  it("station B can neither subscribe to A's commands nor acknowledge them", async () => {
    const gotB: Received = [];
    const gotA: Received = [];
    const a = await device(A, gotA);
    const b = await device(B, gotB);
    await a.subscribeAsync(`stations/${A.reference}/commands`, { qos: 1 });
    // The exact topic of A's commands. Mosquitto's acl_file grants the SUBSCRIBE and checks
    // `read` on each message it would deliver (go-auth refuses it at SUBSCRIBE already, 0x87):
    // either way B gets none of A's commands.
    const [asked] = await b.subscribeAsync(`stations/${A.reference}/commands`, { qos: 1 });
    expect([1, 0x87]).toContain(asked!.qos);

    const unlock = await send(A.id, { type: 'unlock', locker: 1 });
    await vi.waitFor(() => expect(gotA.map((m) => m.body.id)).toContain(unlock.id), {
      timeout: 5000,
    });

    // B acknowledges A's command on A's acks topic: the broker refuses the publish (PUBACK 0x87).
    expect(
      await publishReason(b, `stations/${A.reference}/acks`, { id: unlock.id, ok: true }),
    ).toBe(0x87);
    // On its own acks topic the broker lets it through, and the platform ignores an ack naming
    // another station's command.
    expect(
      await publishReason(b, `stations/${B.reference}/acks`, { id: unlock.id, ok: true }),
    ).toBe(0);
    // B cannot report telemetry as A either.
    expect(await publishReason(b, `stations/${A.reference}/telemetry`, { status: 'fault' })).toBe(
      0x87,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.app.operations.settled();
    expect((await commandOf(unlock.id)).status).toBe('sent');
    expect(gotB).toEqual([]);

    // A's own ack still completes it.
    await publishReason(a, `stations/${A.reference}/acks`, { id: unlock.id, ok: true });
    await vi.waitFor(async () => expect((await commandOf(unlock.id)).status).toBe('done'), {
      timeout: 5000,
    });
  });

  it('keeps the platform account to its own lines: it cannot publish as a station', async () => {
    const platform = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      username: 'platform',
      password: PLATFORM_PASSWORD,
      protocolVersion: 5,
      reconnectPeriod: 0,
    });
    devices.push(platform);
    expect(
      await publishReason(platform, `stations/${A.reference}/acks`, { id: 'x', ok: true }),
    ).toBe(0x87);
    expect(
      await publishReason(platform, `stations/${A.reference}/telemetry`, { status: 'fault' }),
    ).toBe(0x87);
    // A wrong password is refused at CONNECT.
    await expect(
      mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
        username: A.reference,
        password: 'wrong',
        protocolVersion: 5,
        reconnectPeriod: 0,
        connectTimeout: 3000,
      }),
    ).rejects.toThrow();
  });
});
