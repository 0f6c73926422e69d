import { Duplex } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commandsForward,
  commandsSubscription,
  isOwnAcksTopic,
} from '../../../src/modules/operations/command-topics';
import {
  ConnectThrottle,
  connectCheck,
  DEFAULT_MQTT_LIMITS,
  GuardedStream,
  MqttAdmission,
  type MqttLimits,
  PacketScanner,
  publishAllowed,
} from '../../../src/modules/telemetry/mqtt-guard';

/** A transport the test feeds (`arrive`) and whose written bytes it reads (`written`). */
function transport() {
  const written: Buffer[] = [];
  const raw = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk);
      callback();
    },
  });
  return { raw, written, arrive: (bytes: Buffer) => raw.push(bytes) };
}

const limits: MqttLimits = {
  maxConnectBytes: 100,
  maxPacketBytes: 50,
  maxPreConnackBytes: 300,
  maxPendingPerAddress: 2,
  maxPending: 3,
  loginTimeoutMs: 1000,
};
const connect = Buffer.from([0x10, 0x02, 0x00, 0x00]);
const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('default MQTT limits', () => {
  it('are the documented ones', () => {
    expect(DEFAULT_MQTT_LIMITS).toEqual({
      maxConnectBytes: 4096,
      maxPacketBytes: 2048 + 1024,
      maxPreConnackBytes: 8192,
      maxPendingPerAddress: 64,
      maxPending: 2000,
      loginTimeoutMs: 10_000,
    });
  });
});

describe('GuardedStream', () => {
  const guard = (overrides: Partial<MqttLimits> = {}) => {
    const t = transport();
    const violations: string[] = [];
    const release = vi.fn();
    const stream = new GuardedStream(
      t.raw,
      '10.0.0.1',
      { ...limits, ...overrides },
      (violation) => violations.push(violation),
      release,
    );
    return { ...t, stream, violations, release };
  };

  it('passes the bytes of valid packets through and keeps the peer address', async () => {
    const g = guard();
    const read: Buffer[] = [];
    g.stream.on('data', (chunk: Buffer) => read.push(chunk));
    g.arrive(connect);
    await tick();
    expect(Buffer.concat(read)).toEqual(connect);
    expect(g.stream.address).toBe('10.0.0.1');
    expect(g.violations).toEqual([]);
    g.stream.destroy();
  });

  it('closes the connection on a violation, reports it once and frees its pending slot once', async () => {
    const g = guard();
    const read: Buffer[] = [];
    g.stream.on('data', (chunk: Buffer) => read.push(chunk));
    g.arrive(Buffer.from([0x30, 0x00]));
    await tick();
    expect(g.violations).toEqual(['notConnect']);
    expect(read).toEqual([]);
    expect(g.stream.destroyed).toBe(true);
    expect(g.raw.destroyed).toBe(true);
    expect(g.release).toHaveBeenCalledTimes(1);
  });

  it('writes to the transport, and nothing once the transport is gone', async () => {
    const g = guard();
    await new Promise<void>((resolve) => g.stream.write(Buffer.from('hi'), () => resolve()));
    expect(Buffer.concat(g.written).toString()).toBe('hi');
    g.raw.destroy();
    await tick();
    expect(g.stream.destroyed).toBe(true);
    expect(g.release).toHaveBeenCalledTimes(1);
  });

  it('ends the transport when the broker ends the stream, and ends when the transport ends', async () => {
    const g = guard();
    const finished = new Promise<void>((resolve) => g.raw.on('finish', () => resolve()));
    g.stream.end();
    await finished;
    const h = guard();
    const ended = new Promise<void>((resolve) => h.stream.on('end', () => resolve()));
    h.stream.resume();
    const transportFinished = new Promise<void>((resolve) => h.raw.on('finish', () => resolve()));
    h.raw.push(null);
    await ended;
    // Not half-open: once the station stops sending, the broker's side is ended too.
    await transportFinished;
    h.stream.destroy();
  });

  it('closes when the transport fails', async () => {
    const g = guard();
    g.raw.destroy(new Error('reset'));
    await tick();
    expect(g.stream.destroyed).toBe(true);
  });

  it('closes a connection that has not logged in when its login time is over, not one that has', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = guard();
    vi.advanceTimersByTime(limits.loginTimeoutMs - 1);
    expect(slow.stream.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(slow.stream.destroyed).toBe(true);

    const ok = guard();
    ok.stream.loggedIn();
    expect(ok.release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(limits.loginTimeoutMs * 2);
    expect(ok.stream.destroyed).toBe(false);
    ok.stream.destroy();
    // The slot was freed at login, not a second time at the close.
    expect(ok.release).toHaveBeenCalledTimes(1);
  });

  it('applies the packet limit, not the pre-login byte budget, once logged in', async () => {
    const g = guard();
    g.stream.resume();
    g.arrive(connect);
    await tick();
    g.stream.loggedIn();
    // 8 packets of 50 bytes (416 bytes) > the 300-byte budget before login: accepted now.
    for (let i = 0; i < 8; i++)
      g.arrive(Buffer.concat([Buffer.from([0x30, 50]), Buffer.alloc(50)]));
    await tick();
    expect(g.violations).toEqual([]);
    g.arrive(Buffer.concat([Buffer.from([0x30, 51]), Buffer.alloc(51)]));
    await tick();
    expect(g.violations).toEqual(['packetTooLarge']);
  });

  it('pauses the transport while the reader is behind, and resumes it when read', async () => {
    const g = guard({ maxConnectBytes: 1_000_000, maxPreConnackBytes: 10_000_000 });
    const big = Buffer.concat([Buffer.from([0x10, 0xff, 0xff, 0x03]), Buffer.alloc(65_535)]);
    g.arrive(big);
    await tick();
    expect(g.raw.isPaused()).toBe(true);
    g.stream.read();
    expect(g.raw.isPaused()).toBe(false);
    g.stream.destroy();
  });
});

describe('MqttAdmission', () => {
  const admission = (throttle = new ConnectThrottle()) => new MqttAdmission(limits, throttle);

  it('admits connections up to the per-address limit, then destroys the next one', () => {
    const a = admission();
    const first = a.admit(transport().raw, 'A');
    const second = a.admit(transport().raw, 'A');
    expect(first).toBeInstanceOf(GuardedStream);
    expect(second).toBeInstanceOf(GuardedStream);
    expect(first?.address).toBe('A');
    const third = transport();
    expect(a.admit(third.raw, 'A')).toBeNull();
    expect(third.raw.destroyed).toBe(true);
    expect(a.refused).toEqual({
      pendingPerAddress: 1,
      pendingTotal: 0,
      throttled: 0,
      violations: 0,
    });
    expect(a.pendingCount).toBe(2);
    first?.destroy();
    second?.destroy();
  });

  it('admits up to the total limit across addresses', () => {
    const a = admission();
    const admitted = ['A', 'B', 'C'].map((address) => a.admit(transport().raw, address));
    expect(a.pendingCount).toBe(3);
    const fourth = transport();
    expect(a.admit(fourth.raw, 'D')).toBeNull();
    expect(fourth.raw.destroyed).toBe(true);
    expect(a.refused.pendingTotal).toBe(1);
    expect(a.refused.pendingPerAddress).toBe(0);
    for (const stream of admitted) stream?.destroy();
  });

  it('frees the slots of logged-in and closed connections, per address and in total', async () => {
    const a = admission();
    const first = a.admit(transport().raw, 'A');
    const second = a.admit(transport().raw, 'A');
    first?.loggedIn();
    expect(a.pendingCount).toBe(1);
    const third = a.admit(transport().raw, 'A');
    expect(third).not.toBeNull();
    // Address A has two pending again (second and third): a fourth waits its turn.
    expect(a.admit(transport().raw, 'A')).toBeNull();
    second?.destroy();
    third?.destroy();
    await tick();
    expect(a.pendingCount).toBe(0);
    // Address A has no pending connection left: two more are admitted.
    const again = [a.admit(transport().raw, 'A'), a.admit(transport().raw, 'A')];
    expect(again.every((stream) => stream !== null)).toBe(true);
    for (const stream of [first, ...again]) stream?.destroy();
  });

  it('refuses an address the throttle blocks, before reading a byte', () => {
    const throttle = new ConnectThrottle({
      perAddress: 1,
      perStation: 5,
      windowMs: 60_000,
      maxEntries: 10,
    });
    throttle.attempt('A', '');
    const a = admission(throttle);
    const raw = transport().raw;
    expect(a.admit(raw, 'A', Date.now())).toBeNull();
    expect(raw.destroyed).toBe(true);
    expect(a.refused.throttled).toBe(1);
    expect(a.pendingCount).toBe(0);
    const other = a.admit(transport().raw, 'B');
    expect(other).not.toBeNull();
    other?.destroy();
  });

  it('counts the violations of its connections', async () => {
    const a = admission();
    const t = transport();
    a.admit(t.raw, 'A');
    t.arrive(Buffer.from([0xc0, 0x00]));
    await tick();
    expect(a.refused.violations).toBe(1);
    expect(a.pendingCount).toBe(0);
  });
});

describe('connectCheck (CONNECT of both protocol paths)', () => {
  const throttleLimits = { perAddress: 3, perStation: 2, windowMs: 60_000, maxEntries: 10 };
  const setup = (stations: Record<string, string> = { 'NB-1': 'secret' }) => {
    const throttle = new ConnectThrottle(throttleLimits);
    const refused = { throttled: 0 };
    const verify = vi.fn(async (username: string, password: string) =>
      stations[username] === password ? { reference: username } : null,
    );
    const check = connectCheck(throttle, refused, verify);
    const conn = (address = '10.0.0.1') => ({ address, loggedIn: vi.fn() });
    return { throttle, refused, verify, check, conn };
  };

  it('logs a station in with its password and an allowed client id', async () => {
    const { check, conn, verify } = setup();
    const c = conn();
    expect(await check(c, 'NB-1', 'secret', 'station-NB-1')).toEqual({ reference: 'NB-1' });
    expect(verify).toHaveBeenCalledWith('NB-1', 'secret');
    expect(c.loggedIn).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong password without logging in', async () => {
    const { check, conn } = setup();
    const c = conn();
    expect(await check(c, 'NB-1', 'wrong', '')).toEqual({ refused: 'credentials' });
    expect(c.loggedIn).not.toHaveBeenCalled();
  });

  it("refuses another station's client id after a right password, without logging in", async () => {
    const { check, conn } = setup();
    const c = conn();
    expect(await check(c, 'NB-1', 'secret', 'station-NB-2')).toEqual({ refused: 'clientId' });
    expect(c.loggedIn).not.toHaveBeenCalled();
  });

  it('refuses an address over its failed-CONNECT budget without checking the password', async () => {
    const { check, conn, verify, refused } = setup();
    for (let i = 0; i < 3; i++) await check(conn(), `guess-${i}`, 'x', '');
    expect(verify).toHaveBeenCalledTimes(3);
    const c = conn();
    expect(await check(c, 'NB-1', 'secret', '')).toEqual({ refused: 'throttled' });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(refused.throttled).toBe(1);
    expect(c.loggedIn).not.toHaveBeenCalled();
    // Another address is not concerned.
    expect(await check(conn('10.0.0.2'), 'NB-1', 'secret', '')).toEqual({ reference: 'NB-1' });
  });

  it('a successful CONNECT takes its attempt back: an address logging in often is never throttled', async () => {
    const { check, conn } = setup();
    for (let i = 0; i < 10; i++) {
      expect(await check(conn(), 'NB-1', 'secret', '')).toEqual({ reference: 'NB-1' });
    }
    // Two failures stay under the budget of 3.
    await check(conn(), 'NB-1', 'wrong', '');
    await check(conn(), 'NB-1', 'wrong', '');
    expect(await check(conn(), 'NB-1', 'secret', '')).toEqual({ reference: 'NB-1' });
  });

  it('a refused client id is not a failed guess: the password was right', async () => {
    const { check, conn } = setup();
    for (let i = 0; i < 5; i++) await check(conn(), 'NB-1', 'secret', 'other');
    expect(await check(conn(), 'NB-1', 'secret', 'NB-1')).toEqual({ reference: 'NB-1' });
  });

  it('a throttled CONNECT still counts against its address, not against the station', async () => {
    const { throttle, check, conn } = setup();
    // NB-1 protected: 2 wrong passwords from two addresses; it last logged in from home.
    await check(conn('home'), 'NB-1', 'secret', '');
    await check(conn('x'), 'NB-1', 'wrong', '');
    await check(conn('y'), 'NB-1', 'wrong', '');
    const now = Date.now();
    expect(throttle.stationBlocked('NB-1', 'z', now)).toBe(true);
    expect(await check(conn('z'), 'NB-1', 'secret', '')).toEqual({ refused: 'throttled' });
    // z: that refusal counted once (1 of 3); two more guesses shut z out entirely.
    expect(throttle.addressBlocked('z', now)).toBe(false);
    await check(conn('z'), 'NB-1', 'secret', '');
    await check(conn('z'), 'NB-1', 'secret', '');
    expect(throttle.addressBlocked('z', now)).toBe(true);
    // The station still logs in from home.
    expect(await check(conn('home'), 'NB-1', 'secret', '')).toEqual({ reference: 'NB-1' });
  });

  it('a throttled CONNECT counts against no station at all', async () => {
    const throttle = new ConnectThrottle({ ...throttleLimits, perStation: 1, maxEntries: 2 });
    const refused = { throttled: 0 };
    const check = connectCheck(throttle, refused, async () => null);
    const conn = (address: string) => ({ address, loggedIn: vi.fn() });
    // Two stations protected, which fills the station table; address z shut out.
    await check(conn('a'), 'NB-1', 'wrong', '');
    await check(conn('b'), 'NB-2', 'wrong', '');
    for (let i = 0; i < 3; i++) await check(conn('z'), '', 'x', '');
    expect(await check(conn('z'), 'NB-3', 'x', '')).toEqual({ refused: 'throttled' });
    // Had it counted against any station, the full table would have pushed NB-1 out.
    expect(throttle.stationBlocked('NB-1', 'c', Date.now())).toBe(true);
    expect(throttle.stationBlocked('NB-2', 'c', Date.now())).toBe(true);
  });

  it('counts a wrong password against both the address and the station', async () => {
    const { throttle, check, conn } = setup();
    await check(conn('a'), 'NB-1', 'wrong', '');
    await check(conn('a'), 'NB-1', 'wrong', '');
    const now = Date.now();
    expect(throttle.stationBlocked('NB-1', 'b', now)).toBe(true);
    expect(throttle.addressBlocked('a', now)).toBe(false);
    await check(conn('a'), 'NB-2', 'wrong', '');
    expect(throttle.addressBlocked('a', now)).toBe(true);
  });
});

describe('topic rules of the embedded broker', () => {
  it('a station publishes to its own telemetry and acks topics only', () => {
    expect(publishAllowed('NB-1', 'stations/NB-1/telemetry')).toBe(true);
    expect(publishAllowed('NB-1', 'stations/NB-1/acks')).toBe(true);
    expect(publishAllowed('NB-1', 'stations/NB-2/telemetry')).toBe(false);
    expect(publishAllowed('NB-1', 'stations/NB-2/acks')).toBe(false);
    expect(publishAllowed('NB-1', 'stations/NB-1/commands')).toBe(false);
    expect(publishAllowed('NB-1', 'stations/+/telemetry')).toBe(false);
    expect(publishAllowed(undefined, 'stations/NB-1/telemetry')).toBe(false);
    expect(publishAllowed(undefined, 'stations/undefined/telemetry')).toBe(false);
    expect(isOwnAcksTopic('NB-1', 'stations/NB-1/acks')).toBe(true);
    expect(isOwnAcksTopic('NB-1', 'stations/NB-1/acks/x')).toBe(false);
  });

  it('a station subscribes to its own commands topic only, granted at QoS 1 at most', () => {
    const own = { topic: 'stations/NB-1/commands', qos: 0 as const };
    expect(commandsSubscription('NB-1', own)).toBe(own);
    const qos1 = { topic: 'stations/NB-1/commands', qos: 1 as const };
    expect(commandsSubscription('NB-1', qos1)).toBe(qos1);
    expect(commandsSubscription('NB-1', { topic: 'stations/NB-1/commands', qos: 2 })).toEqual({
      topic: 'stations/NB-1/commands',
      qos: 1,
    });
    expect(commandsSubscription('NB-1', { topic: 'stations/NB-2/commands', qos: 0 })).toBeNull();
    expect(commandsSubscription('NB-1', { topic: 'stations/+/commands', qos: 0 })).toBeNull();
    expect(commandsSubscription('NB-1', { topic: 'stations/NB-1/telemetry', qos: 0 })).toBeNull();
    expect(
      commandsSubscription(undefined, { topic: 'stations/undefined/commands', qos: 0 }),
    ).toBeNull();
  });

  it('forwards a command to its station only, and only before it expires', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const command = (expiresAt: unknown) => ({
      topic: 'stations/NB-1/commands',
      payload: Buffer.from(JSON.stringify({ id: 1, expiresAt })),
    });
    const live = command('2026-11-27T12:00:01Z');
    expect(commandsForward('NB-1', live, now)).toBe(live);
    expect(commandsForward('NB-2', live, now)).toBeNull();
    expect(commandsForward(undefined, live, now)).toBeNull();
    expect(commandsForward('NB-1', command('2026-11-27T12:00:00Z'), now)).toBeNull();
    expect(commandsForward('NB-1', command('not a date'), now)).toBeNull();
    expect(commandsForward('NB-1', command(Date.parse('2026-11-28T00:00:00Z')), now)).toBeNull();
    expect(commandsForward('NB-1', command(undefined), now)).toBeNull();
    // A number is no expiry, even one that reads as a year.
    expect(commandsForward('NB-1', command(2027), now)).toBeNull();
    expect(
      commandsForward('NB-1', { topic: 'stations/NB-1/commands', payload: Buffer.from('{') }, now),
    ).toBeNull();
    // A string payload (aedes' persistence may hand one back) is read the same way.
    const text = {
      topic: 'stations/NB-1/commands',
      payload: JSON.stringify({ expiresAt: '2026-11-27T13:00:00Z' }),
    };
    expect(commandsForward('NB-1', text, now)).toBe(text);
    // Other topics pass unchanged, whoever receives them.
    const telemetry = { topic: 'stations/NB-1/telemetry', payload: Buffer.from('{}') };
    expect(commandsForward(undefined, telemetry, now)).toBe(telemetry);
  });

  it('uses the current time when none is given', () => {
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    const packet = (expiresAt: string) => ({
      topic: 'stations/NB-1/commands',
      payload: Buffer.from(JSON.stringify({ expiresAt })),
    });
    expect(commandsForward('NB-1', packet(inAMinute))).not.toBeNull();
    expect(commandsForward('NB-1', packet(aMinuteAgo))).toBeNull();
  });
});

describe('PacketScanner edges', () => {
  const scannerLimits = { maxConnectBytes: 100, maxPacketBytes: 50, maxPreConnackBytes: 300 };

  it('accepts exactly the pre-login byte budget', () => {
    const scanner = new PacketScanner(scannerLimits);
    // A CONNECT of 98 body bytes (100 in all) and two packets of 98 bytes (100 each): 300 bytes.
    const connectOf98 = Buffer.concat([Buffer.from([0x10, 98]), Buffer.alloc(98)]);
    expect(scanner.feed(connectOf98)).toBeNull();
    const next = Buffer.concat([Buffer.from([0x30, 48]), Buffer.alloc(48)]);
    for (let i = 0; i < 4; i++) expect(scanner.feed(next)).toBeNull();
    expect(scanner.feed(Buffer.from([0xc0]))).toBe('preConnackBytes');
  });

  it('skips the body bytes of a packet, whatever they look like', () => {
    // A CONNECT whose body is all 0xff: read as headers, it would declare huge lengths.
    const scanner = new PacketScanner(scannerLimits);
    expect(
      scanner.feed(Buffer.concat([Buffer.from([0x10, 10]), Buffer.alloc(10, 0xff)])),
    ).toBeNull();
    expect(scanner.feed(Buffer.concat([Buffer.from([0x30, 5]), Buffer.alloc(5, 0xff)]))).toBeNull();
  });
});

describe('ConnectThrottle edges', () => {
  const limits = { perAddress: 1, perStation: 1, windowMs: 1000, maxEntries: 2 };

  it('has the documented defaults', () => {
    expect(new ConnectThrottle().limits).toEqual({
      perAddress: 20,
      perStation: 10,
      windowMs: 60_000,
      maxEntries: 100_000,
    });
  });

  it('a window ends at resetAt exactly: a failure then starts a new one', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('a', '', 0);
    throttle.attempt('a', '', 1000);
    // The second failure is the first of a window ending at 2000.
    expect(throttle.addressBlocked('a', 1500)).toBe(true);
    expect(throttle.addressBlocked('a', 2000)).toBe(false);
  });

  it('never counts an empty user name as a station', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('a', '', 0);
    throttle.attempt('b', '', 0);
    expect(throttle.stationBlocked('', 'c', 1)).toBe(false);
  });

  it('a success without a failure first adds no window', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('a', '', 0);
    throttle.succeeded('b', 'ST-B', 0);
    throttle.succeeded('c', 'ST-C', 0);
    // Nothing else was remembered, so address a was not pushed out.
    expect(throttle.addressBlocked('a', 1)).toBe(true);
  });

  it('at maxEntries a new key pushes out the oldest: no sooner, no later', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('a', '', 0);
    throttle.attempt('b', '', 0);
    expect(throttle.addressBlocked('a', 1)).toBe(true);
    throttle.attempt('c', '', 0);
    expect(throttle.addressBlocked('a', 1)).toBe(false);
    expect(throttle.addressBlocked('b', 1)).toBe(true);
    expect(throttle.addressBlocked('c', 1)).toBe(true);
  });

  it('at maxEntries, finished windows go first (ending now included) and the live ones stay', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('x', '', 0); // window to 1000
    throttle.attempt('y', '', 600); // window to 1600
    throttle.attempt('x', '', 1200); // x's new window, to 2200, keeps x first in order
    throttle.attempt('z', '', 1600); // the table is full: y (ended at 1600) goes, not x
    expect(throttle.addressBlocked('x', 1600)).toBe(true);
    expect(throttle.addressBlocked('z', 1600)).toBe(true);
  });

  it('a failure renewing an ended window keeps its place: it is still the oldest when the table is full', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('x', '', 0); // window to 1000
    throttle.attempt('y', '', 500); // window to 1500
    throttle.attempt('x', '', 1200); // x renewed (to 2200): the table was full, nothing is pruned
    throttle.attempt('z', '', 1300); // full, both live: the oldest, x, goes
    expect(throttle.addressBlocked('x', 1300)).toBe(false);
    expect(throttle.addressBlocked('y', 1300)).toBe(true);
  });

  it('remembers the last good address of maxEntries stations at most, the oldest going first', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.succeeded('home-1', 'ST-1', 0);
    throttle.succeeded('home-2', 'ST-2', 0);
    // ST-2 logging in again from elsewhere replaces its own entry, nobody else's.
    throttle.succeeded('home-2b', 'ST-2', 0);
    throttle.attempt('x', 'ST-1', 0);
    expect(throttle.stationBlocked('ST-1', 'home-1', 1)).toBe(false);
    throttle.succeeded('home-3', 'ST-3', 0); // a third station: ST-1, the oldest, is forgotten
    expect(throttle.stationBlocked('ST-1', 'home-1', 1)).toBe(true);
    throttle.attempt('y', 'ST-2', 0);
    expect(throttle.stationBlocked('ST-2', 'home-2b', 1)).toBe(false);
    expect(throttle.stationBlocked('ST-2', 'home-2', 1)).toBe(true);
  });
});
