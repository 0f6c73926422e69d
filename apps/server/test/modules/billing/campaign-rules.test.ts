import { describe, expect, it } from 'vitest';
import { campaignLineLabel } from '../../../src/modules/billing/campaign-billing';
import {
  attributeRevenue,
  type PairedScreen,
  screenDays,
} from '../../../src/modules/billing/campaign-rules';
import {
  commissionOf,
  perMilleAmount,
  screenDayAmount,
  splitHalfUp,
} from '../../../src/modules/billing/rules';
import type { Campaign } from '../../../src/modules/screens/schedule';
import { campaignOf } from '../../helpers/campaign';

/** Accepted, 10 to 25 March 2026 (16 days), space 7, with a creative. */
const campaign = (overrides: Partial<Campaign> = {}): Campaign =>
  campaignOf({ id: 12, dateDebut: '2026-03-10', dateFin: '2026-03-25', ...overrides });

const screen = (stationId: number, pairedOn: string, espaceId = 7): PairedScreen => ({
  stationId,
  espaceId,
  gouvernorat: 'Sousse',
  pairedOn,
});

/** A renting contract's days on a station, the plays of a station on a day, an attributed part. */
const span = (contractId: number, stationId: number, from: string, to: string) => ({
  contractId,
  stationId,
  from,
  to,
});
const play = (stationId: number, day: string, plays: number) => ({ stationId, day, plays });
const part = (
  stationId: number,
  contractId: number | null,
  plays: number,
  revenueMillimes: number,
) => ({ stationId, contractId, plays, revenueMillimes });

describe('screen-days', () => {
  it('counts, per targeted paired screen, the campaign days of the month since its pairing', () => {
    // Screen 1 paired long before: 10→25 March = 16 days. Screen 2 paired 20 March: 20→25 = 6.
    // Screen 3 is in another space: not targeted. 16 + 6 = 22.
    const screens = [screen(1, '2025-12-01'), screen(2, '2026-03-20'), screen(3, '2026-01-01', 8)];
    expect(screenDays(campaign(), screens, '2026-03')).toBe(22);
  });

  it('clips to the month on both sides', () => {
    // 20 Feb → 5 April: in March, all 31 days; in February 20→28 = 9 days; in April 1→5 = 5.
    const long = campaign({ dateDebut: '2026-02-20', dateFin: '2026-04-05' });
    const screens = [screen(1, '2026-01-01')];
    expect(screenDays(long, screens, '2026-03')).toBe(31);
    expect(screenDays(long, screens, '2026-02')).toBe(9);
    expect(screenDays(long, screens, '2026-04')).toBe(5);
    expect(screenDays(long, screens, '2026-05')).toBe(0);
  });

  it('counts a day whole whatever the dayparts; targeted stations replace the space', () => {
    const screens = [screen(1, '2026-01-01'), screen(2, '2026-01-01', 9)];
    const evenings = campaign({ dayparts: [{ from: '18:00', to: '20:00' }] });
    expect(screenDays(evenings, screens, '2026-03')).toBe(16);
    // Chosen station 2 only (space 7 no longer counts): 16 days on screen 2.
    expect(screenDays(campaign({ stationIds: [2] }), screens, '2026-03')).toBe(16);
    // A governorate: both screens (Sousse), 2 × 16 = 32.
    expect(screenDays(campaign({ gouvernorats: ['Sousse'] }), screens, '2026-03')).toBe(32);
  });

  // The last two are edges the mutation run (npm run test:mutation) found untested.
  it.each([
    ['pending', { statut: 'En attente' }],
    ['rejected', { statut: 'Rejeté' }],
    ['without creative', { media: null, mediaType: null }],
    ['with a creative missing its file', { media: null }],
    ['with a creative missing its type', { mediaType: null }],
  ] as const)('is zero for a campaign that never plays: %s', (_case, overrides) => {
    expect(screenDays(campaign(overrides), [screen(1, '2026-01-01')], '2026-03')).toBe(0);
  });

  it('is zero on a screen paired after the campaign ended', () => {
    expect(screenDays(campaign(), [screen(1, '2026-03-26')], '2026-03')).toBe(0);
  });
});

describe('campaign amounts', () => {
  it.each([
    [22, 2_500, 55_000], // 22 × 2,500 TND
    [0, 2_500, 0],
  ])('per screen-day: %i screen-days × %i = %i', (screenDayCount, price, amount) => {
    expect(screenDayAmount(screenDayCount, price)).toBe(amount);
  });

  it.each([
    [12_345, 3_000, 37_035], // 12.345 × 3,000 = 37,035
    [1, 1_500, 2], // 1.5 millimes → 2 (tie rounds up)
    [1, 1_499, 1], // 1.499 → 1
    [333, 1_001, 333], // 333.333 → 333
    [0, 5_000, 0],
  ])(
    'per thousand plays: %i plays / 1000 × %i = %i, half-up to the millime',
    (plays, price, amount) => {
      expect(perMilleAmount(plays, price)).toBe(amount);
    },
  );

  it('labels the line with the campaign, the month, the basis and the quantity', () => {
    const base = {
      adId: 12,
      espaceNom: 'Café Sidi',
      ville: 'Sousse',
      priceMillimes: 2_500,
      quantity: 1_234,
    };
    expect(campaignLineLabel('fr', { ...base, basis: 'screen_day' }, '2026-03')).toBe(
      'Campagne publicitaire n° 12 (Café Sidi) — mars 2026 — 1 234 écrans-jours × 2,500 TND l’écran-jour',
    );
    expect(
      campaignLineLabel('en', { ...base, basis: 'per_mille', espaceNom: null }, '2026-03'),
    ).toBe('Ad campaign no. 12 (Sousse) — March 2026 — 1,234 plays × 2.500 TND per 1,000 plays');
    // One of a kind reads singular.
    expect(campaignLineLabel('fr', { ...base, basis: 'screen_day', quantity: 1 }, '2026-03')).toBe(
      'Campagne publicitaire n° 12 (Café Sidi) — mars 2026 — 1 écran-jour × 2,500 TND l’écran-jour',
    );
    expect(campaignLineLabel('en', { ...base, basis: 'per_mille', quantity: 1 }, '2026-03')).toBe(
      'Ad campaign no. 12 (Café Sidi) — March 2026 — 1 play × 2.500 TND per 1,000 plays',
    );
  });
});

describe('splitting an amount by plays', () => {
  it('gives each part its share, half-up on the running total, summing exactly', () => {
    // 100 over 1:1:1 → running 33.33→33, 66.67→67, 100 → parts 33, 34, 33.
    expect(splitHalfUp(100, [1, 1, 1])).toEqual([33, 34, 33]);
    // 1,000 over 3 and 7 plays → 300, 700 (exact).
    expect(splitHalfUp(1_000, [3, 7])).toEqual([300, 700]);
    // 10 over 1:2:1 (4) → running 2.5→3, 7.5→8, 10 → 3, 5, 2.
    expect(splitHalfUp(10, [1, 2, 1])).toEqual([3, 5, 2]);
    expect(splitHalfUp(5, [0, 0])).toEqual([0, 0]);
    expect(splitHalfUp(7, [0, 2, 0])).toEqual([0, 7, 0]);
  });

  it('never loses a millime, even past 2^53 in the products', () => {
    const weights = [9_999_991, 3, 7_777_777, 1];
    const parts = splitHalfUp(999_999_999_999, weights);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(999_999_999_999);
  });
});

describe('attribution of a campaign line to venues', () => {
  // The last three are edges the mutation run (npm run test:mutation) found untested.
  it.each([
    {
      // Line 10,000 millimes; 400 plays in the month:
      //  station 1, 100 plays on days of contract 5 → 10,000 × 100/400 = 2,500
      //  station 1, 50 plays after contract 5 ended (no contract)        → 1,250
      //  station 2, 250 plays, contract 6                                → 6,250
      rule: 'splits the line by plays per station and renting contract, the rest to nobody',
      amount: 10_000,
      spans: [span(5, 1, '2026-03-01', '2026-03-15'), span(6, 2, '2026-03-01', '2026-03-31')],
      plays: [
        play(1, '2026-03-10', 60),
        play(1, '2026-03-15', 40),
        play(1, '2026-03-16', 50),
        play(2, '2026-03-20', 250),
      ],
      parts: [part(1, 5, 100, 2_500), part(1, null, 50, 1_250), part(2, 6, 250, 6_250)],
    },
    {
      rule: 'attributes nothing without an invoiced amount',
      amount: 0,
      spans: [span(5, 1, '2026-03-01', '2026-03-31')],
      plays: [play(1, '2026-03-02', 9)],
      parts: [part(1, 5, 9, 0)],
    },
    {
      rule: 'attributes nothing without plays',
      amount: 5_000,
      spans: [span(5, 1, '2026-03-01', '2026-03-31')],
      plays: [],
      parts: [],
    },
    {
      rule: 'gives a play on a contract’s first and last day to that contract, the next day to nobody',
      amount: 1_000,
      spans: [span(5, 1, '2026-03-10', '2026-03-20')],
      plays: [
        play(1, '2026-03-09', 1),
        play(1, '2026-03-10', 2),
        play(1, '2026-03-20', 3),
        play(1, '2026-03-21', 4),
      ],
      parts: [part(1, 5, 5, 500), part(1, null, 5, 500)],
    },
    {
      rule: 'skips days without plays, and reads a span on its own station only',
      amount: 800,
      spans: [span(5, 2, '2026-03-01', '2026-03-31')],
      plays: [play(1, '2026-03-05', 0), play(1, '2026-03-06', 4), play(3, '2026-03-06', 0)],
      parts: [part(1, null, 4, 800)],
    },
    {
      // 1,000 over 4 plays in that order: running 250, 500, 750, 1000.
      rule: 'orders by station, then contract, nobody last, whatever the order of the plays',
      amount: 1_000,
      spans: [span(8, 1, '2026-03-01', '2026-03-10'), span(3, 1, '2026-03-21', '2026-03-31')],
      plays: [
        play(2, '2026-03-05', 1),
        play(1, '2026-03-15', 1),
        play(1, '2026-03-05', 1),
        play(1, '2026-03-25', 1),
      ],
      parts: [part(1, 3, 1, 250), part(1, 8, 1, 250), part(1, null, 1, 250), part(2, null, 1, 250)],
    },
  ])('$rule', ({ amount, spans, plays, parts }) => {
    expect(attributeRevenue(amount, plays, spans)).toEqual(parts);
  });

  it('rounds so the parts sum to the line exactly', () => {
    // 1,000 over 3 stations of 1 play each: running 333.3→333, 666.7→667, 1000 → 333, 334, 333.
    const spans = [1, 2, 3].map((stationId) => span(9, stationId, '2026-03-01', '2026-03-31'));
    const units = attributeRevenue(
      1_000,
      [3, 1, 2].map((stationId) => play(stationId, '2026-03-02', 1)),
      spans,
    );
    expect(units.map((unit) => unit.revenueMillimes)).toEqual([333, 334, 333]);
  });
});

describe('commission', () => {
  it.each([
    [8_750, 1_500, 1_313], // 15 % of 8.750 TND = 1.3125 → 1.313
    [10_000, 1_250, 1_250], // 12.5 %
    [333, 1_000, 33], // 33.3 → 33
    [5_000, 0, 0],
    [5_000, 10_000, 5_000],
  ])('of %i at %i basis points is %i (half-up)', (revenue, rateBp, commission) => {
    expect(commissionOf(revenue, rateBp)).toBe(commission);
  });
});

// Edges the mutation run (npm run test:mutation) found untested.
describe('campaign rules at their edges', () => {
  it('counts a single shared day: paired on the campaign’s last day, or a one-day campaign', () => {
    expect(screenDays(campaign(), [screen(1, '2026-03-25')], '2026-03')).toBe(1);
    const oneDay = campaign({ dateDebut: '2026-03-31', dateFin: '2026-04-01' });
    expect(screenDays(oneDay, [screen(1, '2026-01-01')], '2026-03')).toBe(1);
    expect(screenDays(oneDay, [screen(1, '2026-01-01')], '2026-04')).toBe(1);
    // Paired on the 10th, campaign from the 10th: the 10th counts (16 days).
    expect(screenDays(campaign(), [screen(1, '2026-03-10')], '2026-03')).toBe(16);
  });
});
