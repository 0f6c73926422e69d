import { describe, expect, it } from 'vitest';
import { NEVER_SEEN, toLive } from '../../../src/modules/telemetry/live';
import { retentionCutoff } from '../../../src/modules/telemetry/sweeper';

const now = Date.parse('2026-05-10T12:00:00Z');
const row = (
  secondsAgo: number,
  status: 'available' | 'charging' | 'fault' | 'offline' = 'charging',
) => ({
  status,
  portsInUse: 3,
  portsTotal: 4,
  lastSeenAt: new Date(now - secondsAgo * 1000),
});

describe('live state', () => {
  it('is online with the reported status within the threshold', () => {
    expect(toLive(row(180), 180, now)).toEqual({
      online: true,
      status: 'charging',
      lastSeenAt: '2026-05-10T11:57:00.000Z',
      portsInUse: 3,
      portsTotal: 4,
    });
  });

  it('is offline, with no port in use, one second past the threshold', () => {
    expect(toLive(row(181), 180, now)).toMatchObject({
      online: false,
      status: 'offline',
      portsInUse: 0,
    });
  });

  it('is offline when the station says so, however recent the message', () => {
    expect(toLive(row(1, 'offline'), 180, now)).toMatchObject({ online: false, status: 'offline' });
  });

  it('is "never seen" without a message', () => {
    expect(toLive(undefined, 180, now)).toBe(NEVER_SEEN);
    expect(NEVER_SEEN).toMatchObject({ online: false, lastSeenAt: null });
  });
});

describe('retention cutoff', () => {
  it('is UTC midnight, so only whole days are rolled up', () => {
    expect(retentionCutoff(30, new Date('2026-05-10T23:59:00Z')).toISOString()).toBe(
      '2026-04-10T00:00:00.000Z',
    );
  });
});
