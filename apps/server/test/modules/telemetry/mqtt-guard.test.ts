import { describe, expect, it } from 'vitest';
import {
  ConnectThrottle,
  clientIdAllowed,
  PacketScanner,
} from '../../../src/modules/telemetry/mqtt-guard';

const limits = { maxConnectBytes: 100, maxPacketBytes: 50, maxPreConnackBytes: 300 };
const packet = (type: number, length: number) => {
  // Remaining length as an MQTT varint (lengths here stay below 16,384: at most 2 bytes).
  const varint = length < 128 ? [length] : [(length % 128) | 0x80, Math.floor(length / 128)];
  return Buffer.concat([Buffer.from([type, ...varint]), Buffer.alloc(length)]);
};

describe('PacketScanner', () => {
  it('accepts a CONNECT of exactly the limit, then packets up to the packet limit, in any cut', () => {
    const stream = Buffer.concat([packet(0x10, 100), packet(0x30, 50), packet(0xc0, 0)]);
    for (let cut = 1; cut < stream.length; cut++) {
      const scanner = new PacketScanner(limits);
      expect(scanner.feed(stream.subarray(0, cut))).toBeNull();
      expect(scanner.feed(stream.subarray(cut))).toBeNull();
    }
  });

  it('refuses a CONNECT of 101 bytes from its length bytes, before the body', () => {
    // 101 fits one length byte: [0x10, 0x65].
    expect(new PacketScanner(limits).feed(Buffer.from([0x10, 0x65]))).toBe('connectTooLarge');
    // 0x80 0x80 0x80 0x64 declares 100 × 128³ bytes: the running value stays 0 for three bytes and
    // is refused at the fourth.
    expect(new PacketScanner(limits).feed(Buffer.from([0x10, 0x80, 0x80, 0x80, 0x64]))).toBe(
      'connectTooLarge',
    );
    // 16,383 = 0xff 0x7f: the first byte alone already says 127 > 100.
    expect(new PacketScanner(limits).feed(Buffer.from([0x10, 0xff]))).toBe('connectTooLarge');
  });

  it('refuses a first packet that is not a CONNECT, a 5-byte length, and a later packet of 51 bytes', () => {
    expect(new PacketScanner(limits).feed(Buffer.from([0xc0, 0x00]))).toBe('notConnect');
    const bigLimits = { ...limits, maxConnectBytes: 2 ** 30 };
    expect(
      new PacketScanner(bigLimits).feed(Buffer.from([0x10, 0x80, 0x80, 0x80, 0x80, 0x01])),
    ).toBe('malformed');
    const scanner = new PacketScanner(limits);
    scanner.loggedIn = true;
    expect(scanner.feed(Buffer.concat([packet(0x10, 10), packet(0x30, 51)]))).toBe(
      'packetTooLarge',
    );
  });

  it('counts bytes before login: 301 refused, then unlimited once logged in', () => {
    // 102 (CONNECT 100) + 4 × 52 (packets of 50) = 310 > 300, at the fourth packet.
    const scanner = new PacketScanner(limits);
    expect(scanner.feed(packet(0x10, 100))).toBeNull();
    for (let i = 0; i < 3; i++) expect(scanner.feed(packet(0x30, 50))).toBeNull(); // 258 bytes
    expect(scanner.feed(packet(0x30, 50))).toBe('preConnackBytes');
    const loggedIn = new PacketScanner(limits);
    expect(loggedIn.feed(packet(0x10, 100))).toBeNull();
    loggedIn.loggedIn = true;
    for (let i = 0; i < 100; i++) expect(loggedIn.feed(packet(0x30, 50))).toBeNull();
  });
});

describe('ConnectThrottle', () => {
  const limits = { perAddress: 3, perStation: 2, windowMs: 1000, maxEntries: 4 };

  it('blocks an address after 3 failures until its window ends', () => {
    const throttle = new ConnectThrottle(limits);
    for (let i = 0; i < 3; i++) {
      expect(throttle.addressBlocked('a', 0)).toBe(false);
      throttle.attempt('a', '', 0);
    }
    expect(throttle.addressBlocked('a', 999)).toBe(true);
    expect(throttle.addressBlocked('b', 999)).toBe(false);
    expect(throttle.addressBlocked('a', 1000)).toBe(false);
  });

  it('a success takes its attempt back; a protected station still logs in from its last address', () => {
    const throttle = new ConnectThrottle(limits);
    throttle.attempt('home', 'ST-1', 0);
    throttle.succeeded('home', 'ST-1', 0);
    throttle.attempt('x', 'ST-1', 10);
    throttle.attempt('y', 'ST-1', 10);
    expect(throttle.stationBlocked('ST-1', 'z', 20)).toBe(true);
    expect(throttle.stationBlocked('ST-1', 'home', 20)).toBe(false);
    expect(throttle.stationBlocked('ST-2', 'z', 20)).toBe(false);
    expect(throttle.stationBlocked('ST-1', 'z', 1010)).toBe(false);
  });

  it('keeps at most maxEntries windows per table', () => {
    const throttle = new ConnectThrottle(limits);
    for (let i = 0; i < 10; i++) for (let j = 0; j < 3; j++) throttle.attempt(`addr-${i}`, '', 0);
    // The oldest addresses were evicted: only the last 4 are remembered.
    expect(throttle.addressBlocked('addr-0', 1)).toBe(false);
    expect(throttle.addressBlocked('addr-9', 1)).toBe(true);
  });
});

describe('clientIdAllowed', () => {
  it('allows the reference, station-<reference> and an empty id only', () => {
    expect(clientIdAllowed('NB-1', 'NB-1')).toBe(true);
    expect(clientIdAllowed('station-NB-1', 'NB-1')).toBe(true);
    expect(clientIdAllowed('', 'NB-1')).toBe(true);
    expect(clientIdAllowed('station-NB-2', 'NB-1')).toBe(false);
    expect(clientIdAllowed('NB-1-x', 'NB-1')).toBe(false);
    expect(clientIdAllowed('mqttjs_1a2b', 'NB-1')).toBe(false);
  });
});
