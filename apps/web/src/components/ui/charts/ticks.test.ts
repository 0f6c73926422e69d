import { describe, expect, it } from 'vitest';
import { integerTicks } from './ticks';

describe('integerTicks', () => {
  it('counts one by one up to at least 4 for small maxima', () => {
    expect(integerTicks(1)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('steps by 1, 2 or 5 × 10ⁿ and ends on the first round tick at or above the maximum', () => {
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(integerTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(integerTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it('never gives a fraction nor too many ticks, and always covers the maximum', () => {
    for (let max = 0; max <= 2000; max++) {
      const ticks = integerTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.at(-2) ?? -1).toBeLessThan(Math.max(4, max));
      expect(ticks.length).toBeLessThanOrEqual(8);
    }
  });

  it('keeps a scale for an empty or all-zero series', () => {
    expect(integerTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });
});
