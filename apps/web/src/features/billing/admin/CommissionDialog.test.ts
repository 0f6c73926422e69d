import { describe, expect, it } from 'vitest';
import { parseCommission } from './CommissionDialog';

describe('a commission typed by staff', () => {
  it('reads a percentage with a comma or a point as basis points', () => {
    expect(parseCommission('12,5')).toBe(1_250);
    expect(parseCommission('12.5 %')).toBe(1_250);
    expect(parseCommission('10')).toBe(1_000);
    expect(parseCommission('0,25')).toBe(25);
    expect(parseCommission('100')).toBe(10_000);
    expect(parseCommission('0')).toBe(0);
  });

  it('takes empty as no commission and refuses anything else', () => {
    expect(parseCommission('')).toBeNull();
    expect(parseCommission('  ')).toBeNull();
    expect(parseCommission('100,01')).toBeUndefined();
    expect(parseCommission('12,555')).toBeUndefined();
    expect(parseCommission('-5')).toBeUndefined();
    expect(parseCommission('dix')).toBeUndefined();
  });
});
