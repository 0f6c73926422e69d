import { describe, expect, it } from 'vitest';
import {
  amountSentence,
  creditNoteTotals,
  daysInMonth,
  divideHalfUp,
  documentNumber,
  frenchNumber,
  invoiceTotals,
  millimesInFrenchWords,
  periodBounds,
  prorate,
  rentedDays,
  splitHalfUp,
  tvaOf,
} from '../../../src/modules/billing/rules';

describe('half-up rounding', () => {
  it('rounds ties away from zero and everything else to the nearest millime', () => {
    expect(divideHalfUp(5, 2)).toBe(3); // 2.5 → 3
    expect(divideHalfUp(7, 3)).toBe(2); // 2.333 → 2
    expect(divideHalfUp(8, 3)).toBe(3); // 2.667 → 3
    expect(divideHalfUp(-5, 2)).toBe(-3);
    expect(divideHalfUp(10, 5)).toBe(2);
  });
});

describe('proration by calendar days', () => {
  it('knows the days of each month, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('counts the days a contract covers in a month', () => {
    expect(rentedDays('2026-03-10', null, '2026-03')).toEqual({
      days: 22,
      from: '2026-03-10',
      to: '2026-03-31',
    });
    expect(rentedDays('2025-01-01', '2026-04-20', '2026-04')).toEqual({
      days: 20,
      from: '2026-04-01',
      to: '2026-04-20',
    });
    expect(rentedDays('2026-02-10', '2026-02-12', '2026-02')?.days).toBe(3);
    expect(rentedDays('2026-05-01', null, '2026-04')).toBeNull();
    expect(rentedDays('2026-01-01', '2026-03-31', '2026-04')).toBeNull();
    expect(rentedDays('2026-01-01', null, '2026-04')?.days).toBe(30);
  });

  it('prorates a fee by days rented / days in the month, half-up per line', () => {
    // 150.000 TND for 22 of 31 days: 150000 × 22 / 31 = 106451.61… → 106452
    expect(prorate(150_000, 22, 31)).toBe(106_452);
    // 100.000 TND for 10 of 30 days: 33333.33… → 33333
    expect(prorate(100_000, 10, 30)).toBe(33_333);
    // A tie: 45 millimes for 1 of 2 days = 22.5 → 23
    expect(prorate(45, 1, 2)).toBe(23);
    // 89.999 TND over 14 of 28 days: exactly half = 44999.5 → 45000
    expect(prorate(89_999, 14, 28)).toBe(45_000);
    expect(prorate(150_000, 31, 31)).toBe(150_000);
  });
});

describe('totals by Tunisian rules', () => {
  it('computes TVA once on the total excluding tax, then adds the stamp duty', () => {
    // Lines 106.452 + 33.333 = 139.785 HT; TVA 19 % = 26.55915 → 26.559; stamp 1.000
    expect(invoiceTotals([106_452, 33_333], 1900, 1000)).toEqual({
      htMillimes: 139_785,
      tvaMillimes: 26_559,
      stampMillimes: 1000,
      ttcMillimes: 167_344,
    });
    // A tie on TVA: 50 millimes × 19 % = 9.5 → 10
    expect(tvaOf(50, 1900)).toBe(10);
    // 7 % on 150.000 = 10.500
    expect(tvaOf(150_000, 700)).toBe(10_500);
  });

  it('makes a credit note of the negated amounts, stamp included', () => {
    expect(
      creditNoteTotals({
        htMillimes: 150_000,
        tvaMillimes: 28_500,
        stampMillimes: 1000,
        ttcMillimes: 179_500,
      }),
    ).toEqual({
      htMillimes: -150_000,
      tvaMillimes: -28_500,
      stampMillimes: -1000,
      ttcMillimes: -179_500,
    });
  });

  it('numbers invoices and credit notes per year on five digits', () => {
    expect(documentNumber('invoice', 2026, 1)).toBe('FAC-2026-00001');
    expect(documentNumber('credit_note', 2027, 123)).toBe('AV-2027-00123');
    expect(documentNumber('invoice', 2026, 123_456)).toBe('FAC-2026-123456');
  });
});

describe('the amount in French words', () => {
  it('spells numbers by the traditional rules', () => {
    expect(frenchNumber(0)).toBe('zéro');
    expect(frenchNumber(21)).toBe('vingt et un');
    expect(frenchNumber(71)).toBe('soixante et onze');
    expect(frenchNumber(80)).toBe('quatre-vingts');
    expect(frenchNumber(81)).toBe('quatre-vingt-un');
    expect(frenchNumber(91)).toBe('quatre-vingt-onze');
    expect(frenchNumber(99)).toBe('quatre-vingt-dix-neuf');
    expect(frenchNumber(100)).toBe('cent');
    expect(frenchNumber(200)).toBe('deux cents');
    expect(frenchNumber(201)).toBe('deux cent un');
    expect(frenchNumber(1000)).toBe('mille');
    expect(frenchNumber(1001)).toBe('mille un');
    expect(frenchNumber(80_000)).toBe('quatre-vingt mille');
    expect(frenchNumber(200_000)).toBe('deux cent mille');
    expect(frenchNumber(167_344)).toBe('cent soixante-sept mille trois cent quarante-quatre');
    expect(frenchNumber(2_000_000)).toBe('deux millions');
    expect(frenchNumber(80_000_000)).toBe('quatre-vingts millions');
  });

  it('writes dinars and millimes, singular and plural', () => {
    expect(millimesInFrenchWords(167_344)).toBe(
      'cent soixante-sept dinars et trois cent quarante-quatre millimes',
    );
    expect(millimesInFrenchWords(1_001)).toBe('un dinar et un millime');
    expect(millimesInFrenchWords(179_500)).toBe(
      'cent soixante-dix-neuf dinars et cinq cents millimes',
    );
    expect(millimesInFrenchWords(1_000_000_000)).toBe('un million de dinars et zéro millime');
    expect(millimesInFrenchWords(-179_500)).toBe(
      'cent soixante-dix-neuf dinars et cinq cents millimes',
    );
  });

  it('closes an invoice and a credit note with the amount sentence', () => {
    expect(amountSentence('invoice', 179_500)).toBe(
      'Arrêtée la présente facture à la somme de cent soixante-dix-neuf dinars et cinq cents millimes.',
    );
    expect(amountSentence('credit_note', -1000)).toBe(
      'Arrêté le présent avoir à la somme de un dinar et zéro millime.',
    );
  });
});

// Hand-computed edges the mutation run (npm run test:mutation) found untested.
describe('money rules at their edges', () => {
  it('rounds negative quotients half away from zero, and just below a tie down', () => {
    expect(divideHalfUp(-7, 3)).toBe(-2); // -2.333 → -2
    expect(divideHalfUp(-8, 3)).toBe(-3); // -2.667 → -3
    expect(divideHalfUp(-15, 10)).toBe(-2); // -1.5 → -2
    expect(divideHalfUp(14, 10)).toBe(1); // 1.4 → 1
    expect(divideHalfUp(15, 10)).toBe(2); // 1.5 → 2
    expect(divideHalfUp(0, 7)).toBe(0);
  });

  it('refuses a zero or negative denominator and anything but safe integers', () => {
    const message = 'divideHalfUp takes safe integers and a positive denominator';
    for (const [numerator, denominator] of [
      [1, 0],
      [1, -1],
      [1.5, 2],
      [1, 2.5],
      [2 ** 53, 1],
      [1, 2 ** 53],
    ] as const) {
      expect(() => divideHalfUp(numerator, denominator), `${numerator}/${denominator}`).toThrow(
        new RangeError(message),
      );
    }
  });

  it('gives a month its first and last day', () => {
    expect(periodBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28', days: 28 });
    expect(periodBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29', days: 29 });
    expect(periodBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31', days: 31 });
  });

  it('counts a contract of one day, and one ending on the month’s first day', () => {
    expect(rentedDays('2026-04-30', '2026-04-30', '2026-04')).toEqual({
      days: 1,
      from: '2026-04-30',
      to: '2026-04-30',
    });
    expect(rentedDays('2026-01-01', '2026-04-01', '2026-04')).toEqual({
      days: 1,
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(rentedDays('2026-04-30', null, '2026-04')?.days).toBe(1);
    // Ending after the month: counted to the month's last day.
    expect(rentedDays('2026-03-01', '2026-05-10', '2026-04')).toEqual({
      days: 30,
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('charges the whole fee for a whole month or more, nothing for no day', () => {
    expect(prorate(150_000, 32, 31)).toBe(150_000);
    expect(prorate(150_000, 30, 31)).toBe(145_161); // 145161.29… → 145161
    expect(prorate(150_000, 0, 31)).toBe(0);
  });

  it('splits a negative amount (a credit) the same way, ties away from zero', () => {
    expect(splitHalfUp(-100, [1, 1, 1])).toEqual([-33, -34, -33]);
    expect(splitHalfUp(-10, [1, 2, 1])).toEqual([-3, -5, -2]); // -2.5 → -3, -7.5 → -8, -10
    expect(splitHalfUp(0, [1, 2])).toEqual([0, 0]);
    expect(splitHalfUp(3, [])).toEqual([]);
  });

  it('refuses a split of a non-integer amount or by a negative or fractional weight', () => {
    const message = 'splitHalfUp takes a safe integer amount and non-negative weights';
    expect(() => splitHalfUp(1.5, [1])).toThrow(new RangeError(message));
    expect(() => splitHalfUp(2 ** 53, [1])).toThrow(new RangeError(message));
    expect(() => splitHalfUp(10, [1, -1])).toThrow(new RangeError(message));
    expect(() => splitHalfUp(10, [0.5])).toThrow(new RangeError(message));
    expect(splitHalfUp(10, [0, 1])).toEqual([0, 10]);
  });

  it('makes a credit note of an invoice with no stamp without a negative zero', () => {
    const credit = creditNoteTotals({
      htMillimes: 1_000,
      tvaMillimes: 190,
      stampMillimes: 0,
      ttcMillimes: 1_190,
    });
    expect(Object.is(credit.stampMillimes, 0)).toBe(true);
    expect(credit).toEqual({
      htMillimes: -1_000,
      tvaMillimes: -190,
      stampMillimes: 0,
      ttcMillimes: -1_190,
    });
  });

  it('spells every tens, hundreds and large units', () => {
    expect(
      [10, 17, 20, 31, 45, 60, 70, 77, 90, 101, 170, 300, 380].map((n) => frenchNumber(n)),
    ).toEqual([
      'dix',
      'dix-sept',
      'vingt',
      'trente et un',
      'quarante-cinq',
      'soixante',
      'soixante-dix',
      'soixante-dix-sept',
      'quatre-vingt-dix',
      'cent un',
      'cent soixante-dix',
      'trois cents',
      'trois cent quatre-vingts',
    ]);
    expect([6, 8, 12, 13, 14, 15, 16, 18].map((n) => frenchNumber(n))).toEqual([
      'six',
      'huit',
      'douze',
      'treize',
      'quatorze',
      'quinze',
      'seize',
      'dix-huit',
    ]);
    expect(frenchNumber(200_000_000_000)).toBe('deux cents milliards');
    expect(frenchNumber(80_080)).toBe('quatre-vingt mille quatre-vingts');
    expect(frenchNumber(300_000)).toBe('trois cent mille');
    expect(frenchNumber(1_000_000)).toBe('un million');
    expect(frenchNumber(1_200_000)).toBe('un million deux cent mille');
    expect(frenchNumber(200_000_000)).toBe('deux cents millions');
    expect(frenchNumber(1_000_000_000)).toBe('un milliard');
    expect(frenchNumber(2_000_000_001)).toBe('deux milliards un');
    expect(frenchNumber(999_999_999_999)).toBe(
      'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf',
    );
  });

  it('refuses to spell a negative, fractional or too large number', () => {
    for (const n of [-1, 1.5, 1e12, Number.NaN])
      expect(() => frenchNumber(n), String(n)).toThrow(new RangeError('0 ≤ n < 10¹²'));
  });

  it('writes zero, one and round amounts in words', () => {
    expect(millimesInFrenchWords(0)).toBe('zéro dinar et zéro millime');
    expect(millimesInFrenchWords(1)).toBe('zéro dinar et un millime');
    expect(millimesInFrenchWords(2)).toBe('zéro dinar et deux millimes');
    expect(millimesInFrenchWords(2_000)).toBe('deux dinars et zéro millime');
    expect(millimesInFrenchWords(2_000_000_000)).toBe('deux millions de dinars et zéro millime');
    expect(millimesInFrenchWords(1_001_000_000)).toBe('un million mille dinars et zéro millime');
    expect(millimesInFrenchWords(1_000_000_000_000)).toBe('un milliard de dinars et zéro millime');
  });
});
