import { Duplex } from 'node:stream';
import { TELEMETRY_MAX_BYTES, telemetryTopic } from '@app/contracts/telemetry';
import { isOwnAcksTopic } from '../operations/command-topics';
import type { StationLogin } from './mqtt5-station';

/**
 * The embedded broker's front door (issue 28): every MQTT connection, TCP or WebSocket, passes
 * through a guard before aedes or the MQTT 5 session read a byte. The guard reads the fixed header
 * of each packet as the bytes arrive and closes the connection as soon as a declared length is over
 * its limit, so nothing is ever buffered for a packet that will not be accepted:
 * - before login: the first packet must be a CONNECT of at most `maxConnectBytes`, and the whole
 *   connection may send at most `maxPreConnackBytes` before its credentials are accepted;
 * - after login: no packet over `maxPacketBytes` (a telemetry message, its topic and headers);
 * - unauthenticated connections are bounded per address and in total;
 * - failed CONNECTs are throttled per address and per station (`ConnectThrottle`).
 */

export interface MqttLimits {
  /** Largest CONNECT (remaining length): client id, user name, password, a small will. */
  maxConnectBytes: number;
  /** Largest packet once logged in. */
  maxPacketBytes: number;
  /** Bytes a connection may send before its CONNECT is accepted. */
  maxPreConnackBytes: number;
  /** Connections not yet logged in, per address and in total. */
  maxPendingPerAddress: number;
  maxPending: number;
  /** How long a connection may stay without being logged in. */
  loginTimeoutMs: number;
}

export const DEFAULT_MQTT_LIMITS: MqttLimits = {
  maxConnectBytes: 4096,
  // A telemetry payload, a topic of up to 256 bytes and MQTT 5 properties.
  maxPacketBytes: TELEMETRY_MAX_BYTES + 1024,
  maxPreConnackBytes: 8192,
  maxPendingPerAddress: 64,
  maxPending: 2000,
  loginTimeoutMs: 10_000,
};

export type Violation =
  | 'notConnect'
  | 'connectTooLarge'
  | 'packetTooLarge'
  | 'malformed'
  | 'preConnackBytes';

/**
 * Follows MQTT packet boundaries in a byte stream without keeping any bytes: the state is the
 * position inside the current fixed header, or how many body bytes are left to skip.
 */
export class PacketScanner {
  private skip = 0;
  private inLength = false;
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private packets = 0;
  private bytes = 0;
  loggedIn = false;

  constructor(
    private readonly limits: Pick<
      MqttLimits,
      'maxConnectBytes' | 'maxPacketBytes' | 'maxPreConnackBytes'
    >,
  ) {}

  /** Reads a chunk; returns the first violation found, or null. */
  feed(chunk: Buffer): Violation | null {
    if (!this.loggedIn) {
      this.bytes += chunk.length;
      if (this.bytes > this.limits.maxPreConnackBytes) return 'preConnackBytes';
    }
    let i = 0;
    while (i < chunk.length) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - i);
        this.skip -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++]!;
      if (!this.inLength) {
        // The first byte of a fixed header: the packet type; the first packet must be a CONNECT.
        if (this.packets === 0 && byte !== 0x10) return 'notConnect';
        this.inLength = true;
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes++;
      const limit = this.packets === 0 ? this.limits.maxConnectBytes : this.limits.maxPacketBytes;
      // Checked on every length byte: a declared 200 MB is refused before its last length byte.
      if (this.length > limit) return this.packets === 0 ? 'connectTooLarge' : 'packetTooLarge';
      if (byte & 0x80) {
        if (this.lengthBytes >= 4) return 'malformed';
        continue;
      }
      this.inLength = false;
      // Stryker disable next-line UpdateOperator: only "first packet or not" is read; -1 is as non-zero as 1.
      this.packets++;
      this.skip = this.length;
    }
    return null;
  }
}

/**
 * A connection seen through its guard: the bytes it reads are the transport's, checked on the way;
 * what it writes goes to the transport. `address` is the peer's address.
 */
export class GuardedStream extends Duplex {
  private readonly scanner: PacketScanner;
  private released = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly raw: Duplex,
    readonly address: string,
    limits: MqttLimits,
    private readonly onViolation: (violation: Violation) => void,
    private readonly release: () => void,
  ) {
    super({ allowHalfOpen: false });
    this.scanner = new PacketScanner(limits);
    this.timer = setTimeout(() => {
      // Stryker disable next-line ConditionalExpression: loggedIn() clears this timer, so it never fires after a login.
      if (!this.scanner.loggedIn) this.destroy();
    }, limits.loginTimeoutMs);
    raw.on('data', (chunk: Buffer) => {
      const violation = this.scanner.feed(chunk);
      if (violation) {
        this.onViolation(violation);
        this.destroy();
        return;
      }
      if (!this.push(chunk)) raw.pause();
    });
    raw.on('end', () => this.push(null));
    // Stryker disable next-line ArrowFunction: a failed transport closes too, and 'close' destroys this stream.
    raw.on('error', () => this.destroy());
    raw.on('close', () => this.destroy());
  }

  /** The CONNECT was accepted: the pending slot is freed and the post-login limit applies. */
  loggedIn() {
    this.scanner.loggedIn = true;
    clearTimeout(this.timer);
    this.free();
  }

  private free() {
    if (this.released) return;
    this.released = true;
    this.release();
  }

  override _read() {
    this.raw.resume();
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ) {
    // Stryker disable next-line ConditionalExpression: writing to a destroyed transport fails, and that failure is ignored the same way.
    if (this.raw.destroyed) return callback();
    this.raw.write(chunk, () => callback());
  }

  override _final(callback: () => void) {
    this.raw.end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    clearTimeout(this.timer);
    this.free();
    this.raw.destroy();
    callback(error);
  }
}

/** Counts connections that have not logged in yet, per address and in total. */
export class MqttAdmission {
  private readonly pending = new Map<string, number>();
  private total = 0;
  readonly refused = { pendingPerAddress: 0, pendingTotal: 0, throttled: 0, violations: 0 };

  constructor(
    readonly limits: MqttLimits,
    private readonly throttle: ConnectThrottle,
  ) {}

  get pendingCount() {
    return this.total;
  }

  /**
   * Wraps a new connection in its guard, or destroys it at once (too many connections waiting to
   * log in, or an address that failed too many CONNECTs): then returns null.
   */
  admit(raw: Duplex, address: string, now = Date.now()): GuardedStream | null {
    if (this.throttle.addressBlocked(address, now)) {
      this.refused.throttled++;
      raw.destroy();
      return null;
    }
    if (this.total >= this.limits.maxPending) {
      this.refused.pendingTotal++;
      raw.destroy();
      return null;
    }
    const mine = this.pending.get(address) ?? 0;
    if (mine >= this.limits.maxPendingPerAddress) {
      this.refused.pendingPerAddress++;
      raw.destroy();
      return null;
    }
    this.pending.set(address, mine + 1);
    this.total++;
    return new GuardedStream(
      raw,
      address,
      this.limits,
      () => this.refused.violations++,
      () => {
        this.total--;
        const left = (this.pending.get(address) ?? 1) - 1;
        if (left <= 0) this.pending.delete(address);
        else this.pending.set(address, left);
      },
    );
  }
}

interface Window {
  failures: number;
  resetAt: number;
}

export interface ThrottleLimits {
  /** Failed CONNECTs an address may make per window before its connections are refused. */
  perAddress: number;
  /** Failed CONNECTs for one station (user name) per window before it is protected. */
  perStation: number;
  windowMs: number;
  /** Entries kept at most per table (an attacker with many addresses cannot grow memory). */
  maxEntries: number;
}

const DEFAULT_THROTTLE: ThrottleLimits = {
  perAddress: 20,
  perStation: 10,
  windowMs: 60_000,
  maxEntries: 100_000,
};

/**
 * Failed-CONNECT throttle, in memory and O(1) per CONNECT. An address over its budget has its
 * connections closed before a byte is read until its window ends. A station over its budget (its
 * user name tried with wrong passwords) is protected: CONNECTs for it are refused without checking
 * the password, except from the address it last logged in from, so an attacker can neither keep
 * guessing nor lock the real station out of its usual network.
 */
export class ConnectThrottle {
  private readonly addresses = new Map<string, Window>();
  private readonly stations = new Map<string, Window>();
  private readonly lastGood = new Map<string, string>();

  constructor(readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  private over(table: Map<string, Window>, key: string, limit: number, now: number) {
    const window = table.get(key);
    if (!window) return false;
    if (window.resetAt <= now) {
      table.delete(key);
      return false;
    }
    return window.failures >= limit;
  }

  addressBlocked(address: string, now = Date.now()) {
    return this.over(this.addresses, address, this.limits.perAddress, now);
  }

  /** True when a CONNECT for `username` from `address` must be refused without a check. */
  stationBlocked(username: string, address: string, now = Date.now()) {
    if (!this.over(this.stations, username, this.limits.perStation, now)) return false;
    return this.lastGood.get(username) !== address;
  }

  /**
   * Counts a CONNECT as failed before its password is checked, so a burst of parallel guesses is
   * cut off at the budget rather than after all of them were verified; `succeeded` takes it back.
   */
  attempt(address: string, username: string, now = Date.now()) {
    this.count(this.addresses, address, now, 1);
    if (username) this.count(this.stations, username, now, 1);
  }

  succeeded(address: string, username: string, now = Date.now()) {
    this.count(this.addresses, address, now, -1);
    this.count(this.stations, username, now, -1);
    if (this.lastGood.size >= this.limits.maxEntries && !this.lastGood.has(username)) {
      this.lastGood.delete(this.lastGood.keys().next().value!);
    }
    this.lastGood.set(username, address);
  }

  private count(table: Map<string, Window>, key: string, now: number, delta: 1 | -1) {
    let window = table.get(key);
    if (!window || window.resetAt <= now) {
      // Stryker disable next-line EqualityOperator: delta is 1 or -1, never 0.
      if (delta < 0) return;
      if (!window && table.size >= this.limits.maxEntries) this.prune(table, now);
      window = { failures: 0, resetAt: now + this.limits.windowMs };
      table.set(key, window);
    }
    window.failures = Math.max(0, window.failures + delta);
  }

  /** Drops finished windows; if all are live, the oldest (insertion order) goes. */
  private prune(table: Map<string, Window>, now: number) {
    for (const [key, window] of table) if (window.resetAt <= now) table.delete(key);
    if (table.size >= this.limits.maxEntries) table.delete(table.keys().next().value!);
  }
}

/**
 * The client ids a station may use: its reference, `station-<reference>` (the simulator's and the
 * integration guide's pattern) or none at all (the broker assigns one). Any other id could be
 * another station's, whose session a CONNECT with it would take over.
 */
export function clientIdAllowed(clientId: string, reference: string) {
  return clientId === '' || clientId === reference || clientId === `station-${reference}`;
}

/**
 * The CONNECT check of both protocol paths (broker.ts): the failed-CONNECT throttle, the password
 * (`verify`: the station, or null — a database failure included), then the client id bound to the
 * station. A throttled CONNECT is refused without checking its password and still counts against
 * its address; an accepted one frees its pending slot (`conn.loggedIn()`).
 */
export function connectCheck(
  throttle: ConnectThrottle,
  refused: { throttled: number },
  verify: (username: string, password: string) => Promise<{ reference: string } | null>,
) {
  return async (
    conn: { address: string; loggedIn(): void },
    username: string,
    password: string,
    clientId: string,
  ): Promise<StationLogin> => {
    if (throttle.addressBlocked(conn.address) || throttle.stationBlocked(username, conn.address)) {
      refused.throttled++;
      // A refused guess still counts against its address, which is soon shut out entirely.
      throttle.attempt(conn.address, '');
      return { refused: 'throttled' };
    }
    throttle.attempt(conn.address, username);
    const station = await verify(username, password);
    if (!station) return { refused: 'credentials' };
    throttle.succeeded(conn.address, username);
    if (!clientIdAllowed(clientId, station.reference)) return { refused: 'clientId' };
    conn.loggedIn();
    return { reference: station.reference };
  };
}

/**
 * aedes' authorizePublish: a logged-in station (`reference`) publishes to its own telemetry topic
 * or its own acks topic (operations/command-topics.ts) only.
 */
export const publishAllowed = (reference: string | undefined, topic: string) =>
  reference !== undefined &&
  (topic === telemetryTopic(reference) || isOwnAcksTopic(reference, topic));
