import { describe, expect, it } from 'vitest';
import { canonicalGovernorate, GOVERNORATES, governorateField, governorateSchema } from './common';
import { demoDay } from './sales';

describe('governorates typed by people', () => {
  it.each([
    ['Beja', 'Béja'],
    ['beja', 'Béja'],
    ['Gabes', 'Gabès'],
    ['GABES', 'Gabès'],
    ['Medenine', 'Médenine'],
    ['Mednine', 'Médenine'],
    ['Bizerte', 'Bizerte'],
    ['Kef', 'Le Kef'],
    ['El Kef', 'Le Kef'],
    ['le  kef', 'Le Kef'],
    ['Kebili', 'Kébili'],
    ['sidi-bouzid', 'Sidi Bouzid'],
    ['SidiBouzid', 'Sidi Bouzid'],
    ['benarous', 'Ben Arous'],
    ['  tunis ', 'Tunis'],
    ['La Manouba', 'Manouba'],
  ])('reads %j as %s', (typed, canonical) => {
    expect(governorateSchema.parse(typed)).toBe(canonical);
  });

  it('keeps each of the 24 canonical names as it is', () => {
    for (const name of GOVERNORATES) expect(canonicalGovernorate(name)).toBe(name);
  });

  it('refuses what is no governorate: unknown text vs a missing value', () => {
    const unknown = governorateSchema.safeParse('Paris');
    expect(unknown.error?.issues[0]?.message).toBe('validation.governorateUnknown');
    const missing = governorateField('auth.governorateRequired').safeParse(undefined);
    expect(missing.error?.issues[0]?.message).toBe('auth.governorateRequired');
    const empty = governorateField('auth.governorateRequired').safeParse('');
    expect(empty.error?.issues[0]?.message).toBe('auth.governorateRequired');
    expect(governorateSchema.safeParse(12).success).toBe(false);
    expect(governorateSchema.safeParse('Kefs').success).toBe(false);
  });
});

describe('demo dates as a date picker sends them', () => {
  it('reads an instant as the day in Tunisia (UTC+1)', () => {
    expect(demoDay('2026-06-15T00:00:00.000Z')).toBe('2026-06-15');
    // Local midnight of 15 June in Tunis, serialised in UTC.
    expect(demoDay('2026-06-14T23:00:00.000Z')).toBe('2026-06-15');
    expect(demoDay('2026-06-15T23:30:00.000Z')).toBe('2026-06-16');
    expect(demoDay('2026-06-15T00:30:00+02:00')).toBe('2026-06-14');
  });

  it('keeps a calendar day and a zone-less date-time by their own date', () => {
    expect(demoDay('2026-06-15')).toBe('2026-06-15');
    expect(demoDay('2026-06-15T10:00')).toBe('2026-06-15');
  });

  it('leaves what is no date for the schema to refuse', () => {
    expect(demoDay('15/06/2026')).toBe('15/06/2026');
    expect(demoDay('2026-06-15T99:99:00Z')).toBe('2026-06-15T99:99:00Z');
    expect(demoDay('2026-06-15T25:00')).toBe('2026-06-15T25:00');
  });
});
