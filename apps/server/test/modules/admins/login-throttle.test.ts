import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  delayAfterFailure,
  FREE_FAILURES,
  MAX_DELAY_MS,
} from '../../../src/modules/admins/login-throttle';

describe('staff login throttle per (account, address)', () => {
  it('lets three failures pass, then doubles the wait from 1 s up to 15 minutes', () => {
    expect(FREE_FAILURES).toBe(3);
    expect([1, 2, 3, 4, 5, 6, 7, 13].map(delayAfterFailure)).toEqual([
      0, 0, 0, 1_000, 2_000, 4_000, 8_000, 512_000,
    ]);
    // The 14th: 2^10 s = 1024 s passes 900 s, capped.
    expect(delayAfterFailure(14)).toBe(MAX_DELAY_MS);
    expect(MAX_DELAY_MS).toBe(900_000);
    expect(delayAfterFailure(10_000)).toBe(900_000);
  });

  it('blocks only the pair that failed; the owner elsewhere never waits', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time);
    for (let i = 0; i < 5; i++) throttle.recordFailure('sana@example.tn', '203.0.113.9');
    // Fifth failure: 2 s from now.
    expect(throttle.waitMs('SANA@example.tn', '203.0.113.9')).toBe(2_000);
    expect(throttle.waitMs('sana@example.tn', '198.51.100.7')).toBe(0);
    expect(throttle.waitMs('karim@example.tn', '203.0.113.9')).toBe(0);
    time += 1_500;
    expect(throttle.waitMs('sana@example.tn', '203.0.113.9')).toBe(500);
    time += 500;
    expect(throttle.waitMs('sana@example.tn', '203.0.113.9')).toBe(0);
    // The sixth failure waits 4 s; a day of quiet forgets the pair.
    throttle.recordFailure('sana@example.tn', '203.0.113.9');
    expect(throttle.waitMs('sana@example.tn', '203.0.113.9')).toBe(4_000);
    time += 24 * 3_600_000 + 1;
    throttle.recordFailure('sana@example.tn', '203.0.113.9');
    expect(throttle.waitMs('sana@example.tn', '203.0.113.9')).toBe(0);
  });

  it('a success clears the pair', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@example.tn', '10.0.0.1');
    expect(throttle.waitMs('a@example.tn', '10.0.0.1')).toBe(1_000);
    throttle.recordSuccess('a@example.tn', '10.0.0.1');
    expect(throttle.waitMs('a@example.tn', '10.0.0.1')).toBe(0);
  });
});
