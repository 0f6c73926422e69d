import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stationCommands, stations } from '../../../src/db/schema';
import { bearer, createAdminAccount, type TestAccount } from '../../helpers/app';
import { sendCommand, useBrokerApp } from '../../helpers/mqtt';

/**
 * `npm run stations:simulate` carries out remote commands (issue 32): its stations
 * (scripts/station-sim.mjs) subscribe to their commands topic and answer each command on their
 * acks topic. Driven here against the embedded broker, as the demo fleet is.
 */

interface SimulatedStation {
  reference: string;
  screen?: string;
  client: { connected: boolean };
  connect(): Promise<void>;
  stop(): Promise<void>;
}
type SimulatorModule = {
  SimulatedStation: new (options: {
    mqttUrl: string;
    username: string;
    password: string;
    portsTotal?: number;
    onCommand?: (reference: string, command: { type: string }) => void;
  }) => SimulatedStation;
};

// A path TypeScript does not follow: the script is plain JavaScript, run as is by npm.
const SIMULATOR = new URL('../../../../../scripts/station-sim.mjs', import.meta.url).href;

const t = useBrokerApp();
let admin: TestAccount;
let sim: SimulatedStation;
let stationId = 0;
const carried: string[] = [];

beforeAll(async () => {
  admin = await createAdminAccount(t.app);
  const reference = `SIMCMD-${process.pid}-${Date.now().toString(36)}`;
  const [row] = await t.app.db.insert(stations).values({ reference }).returning();
  stationId = row!.id;
  const credentials = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${stationId}/credentials`,
    headers: bearer(admin.token),
  });
  const { password } = credentials.json() as { password: string };
  const { SimulatedStation } = (await import(SIMULATOR)) as SimulatorModule;
  sim = new SimulatedStation({
    mqttUrl: `mqtt://127.0.0.1:${t.app.config.mqtt.port}`,
    username: reference,
    password,
    portsTotal: 4,
    onCommand: (_reference, command) => carried.push(command.type),
  });
  await sim.connect();
});
afterAll(() => sim?.stop());

const send = async (body: Record<string, unknown>) =>
  (await sendCommand(t.app, admin.token, stationId, body)).id;

const settledCommand = async (id: string) => {
  let row: typeof stationCommands.$inferSelect | undefined;
  await vi.waitFor(
    async () => {
      [row] = await t.app.db.select().from(stationCommands).where(eq(stationCommands.id, id));
      expect(row?.status).not.toBe('sent');
    },
    { timeout: 5000 },
  );
  return row!;
};

describe('the station simulator carries out remote commands', () => {
  it('unlocks an existing locker, refuses another, shows a message, restarts and comes back', async () => {
    expect(await settledCommand(await send({ type: 'unlock', locker: 2 }))).toMatchObject({
      status: 'done',
      detail: 'locker 2 open',
    });
    expect(await settledCommand(await send({ type: 'unlock', locker: 9 }))).toMatchObject({
      status: 'failed',
      detail: 'no locker 9 (1-4)',
    });
    expect(
      await settledCommand(await send({ type: 'message', text: 'Hors service, désolé' })),
    ).toMatchObject({ status: 'done' });
    expect(sim.screen).toBe('Hors service, désolé');

    expect(await settledCommand(await send({ type: 'restart' }))).toMatchObject({
      status: 'done',
      detail: 'restarting',
    });
    // The reboot drops the connection; the station is back a few seconds later and answers again.
    await vi.waitFor(() => expect(sim.client.connected).toBe(false), { timeout: 2000 });
    await vi.waitFor(() => expect(sim.client.connected).toBe(true), { timeout: 8000 });
    expect(await settledCommand(await send({ type: 'unlock', locker: 1 }))).toMatchObject({
      status: 'done',
    });
    expect(carried).toEqual(['unlock', 'message', 'restart', 'unlock']);
  }, 20_000);
});
