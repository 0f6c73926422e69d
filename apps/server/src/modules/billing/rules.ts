/**
 * The money rules of invoices, as pure functions on integer millimes (1 TND = 1,000 millimes):
 * no floating-point amount anywhere. Every quotient is rounded half-up to the millime.
 */

/** `round(numerator / denominator)` half-up (away from zero on a tie), integers only. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideHalfUp takes safe integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/** Days in a calendar month (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM` → its first and last days, `YYYY-MM-DD`. */
export function periodBounds(period: string): { first: string; last: string; days: number } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const days = daysInMonth(year, month);
  // Stryker disable next-line StringLiteral: a month has 28 to 31 days, never one digit to pad.
  return { first: `${period}-01`, last: `${period}-${String(days).padStart(2, '0')}`, days };
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The days of `period` a contract running from `start` to `end` (inclusive, null = open) covers,
 * and the first and last of them; null when it covers none.
 */
export function rentedDays(
  start: string,
  end: string | null,
  period: string,
): { days: number; from: string; to: string } | null {
  const bounds = periodBounds(period);
  // Stryker disable next-line EqualityOperator: on equal days either side is the same day.
  const from = start > bounds.first ? start : bounds.first;
  // Stryker disable next-line EqualityOperator: on equal days either side is the same day.
  const to = end !== null && end < bounds.last ? end : bounds.last;
  if (from > to) return null;
  return { days: dayNumber(to) - dayNumber(from) + 1, from, to };
}

/** A month's fee for `days` rented out of `monthDays`: fee × days / monthDays, half-up. */
export function prorate(monthlyFeeMillimes: number, days: number, monthDays: number): number {
  // Stryker disable next-line EqualityOperator: days = monthDays prorates to the fee exactly.
  if (days >= monthDays) return monthlyFeeMillimes;
  return divideHalfUp(monthlyFeeMillimes * days, monthDays);
}

// --- ad campaigns and venue partners (issue 33) ------------------------------------------------

/** A per-mille campaign's month: plays / 1000 × price, half-up to the millime. */
export function perMilleAmount(plays: number, priceMillimes: number): number {
  return divideHalfUp(plays * priceMillimes, 1000);
}

/** A screen-day campaign's month: screen-days × price (already whole millimes). */
export function screenDayAmount(screenDays: number, priceMillimes: number): number {
  return screenDays * priceMillimes;
}

/**
 * Splits `amount` across parts in proportion to integer weights, in millimes, so the parts always
 * sum to `amount` exactly: part i = R(amount × W≤i / W) − R(amount × W<i / W), with R the half-up
 * rounding and W≤i the running sum of the weights in the given order. Each part is within one
 * millime of its exact share. All weights 0 → all parts 0. BigInt inside: amount × weights may
 * pass 2⁵³.
 */
export function splitHalfUp(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('splitHalfUp takes a safe integer amount and non-negative weights');
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const denominator = BigInt(total);
  const rounded = (running: bigint) => {
    const product = big * running;
    // Stryker disable next-line EqualityOperator: a zero product rounds to 0n either way.
    const negative = product < 0n;
    const abs = negative ? -product : product;
    const quotient = abs / denominator;
    const up = (abs - quotient * denominator) * 2n >= denominator ? quotient + 1n : quotient;
    return negative ? -up : up;
  };
  let running = 0n;
  let previous = 0n;
  return weights.map((weight) => {
    running += BigInt(weight);
    const next = rounded(running);
    const part = Number(next - previous);
    previous = next;
    return part;
  });
}

/** A commission of `rateBp` basis points on an amount, half-up to the millime. */
export function commissionOf(amountMillimes: number, rateBp: number): number {
  return divideHalfUp(amountMillimes * rateBp, 10_000);
}

/** TVA on the total excluding tax; `rateBp` in basis points (1900 = 19 %). */
export function tvaOf(htMillimes: number, rateBp: number): number {
  return divideHalfUp(htMillimes * rateBp, 10_000);
}

export interface DocumentTotals {
  htMillimes: number;
  tvaMillimes: number;
  stampMillimes: number;
  ttcMillimes: number;
}

/**
 * An invoice's totals: HT is the sum of its lines (each already rounded), TVA is computed once on
 * HT (not per line), the stamp duty is due once per invoice, TTC = HT + TVA + stamp.
 */
export function invoiceTotals(
  lineAmounts: readonly number[],
  rateBp: number,
  stampMillimes: number,
): DocumentTotals {
  const htMillimes = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const tvaMillimes = tvaOf(htMillimes, rateBp);
  return {
    htMillimes,
    tvaMillimes,
    stampMillimes,
    ttcMillimes: htMillimes + tvaMillimes + stampMillimes,
  };
}

/** A credit note cancels an invoice whole: every amount negated, stamp duty included. */
export function creditNoteTotals(invoice: DocumentTotals): DocumentTotals {
  const negate = (value: number) => (value === 0 ? 0 : -value);
  return {
    htMillimes: negate(invoice.htMillimes),
    tvaMillimes: negate(invoice.tvaMillimes),
    stampMillimes: negate(invoice.stampMillimes),
    ttcMillimes: negate(invoice.ttcMillimes),
  };
}

/** `FAC-2026-00042`, `AV-2026-00003`: the prefix, the year of issue, five digits (or more). */
export function documentNumber(kind: 'invoice' | 'credit_note', year: number, sequence: number) {
  return `${kind === 'invoice' ? 'FAC' : 'AV'}-${year}-${String(sequence).padStart(5, '0')}`;
}

// --- the amount in French words -----------------------------------------------------------------

const UNITS = [
  // Stryker disable next-line StringLiteral: never read (frenchNumber answers 0 itself).
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
// Stryker disable next-line StringLiteral: TENS[0] and TENS[1] are never read (below 20 is UNITS).
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0–99 in words (traditional spelling: "vingt et un", "soixante et onze", "quatre-vingts"). */
function belowHundred(n: number, plural: boolean): string {
  if (n < 20) return UNITS[n]!;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = 10 + unit;
    if (ten === 7 && unit === 1) return 'soixante et onze';
    return `${base}-${UNITS[rest]}`;
  }
  if (ten === 8)
    return unit === 0 ? (plural ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  if (unit === 0) return TENS[ten]!;
  if (unit === 1) return `${TENS[ten]} et un`;
  return `${TENS[ten]}-${UNITS[unit]}`;
}

/**
 * 0–999 in words. `plural` is false when "mille" follows: "cents" and "quatre-vingts" then lose
 * their s ("deux cent mille", "quatre-vingt mille").
 */
function belowThousand(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    if (hundreds === 1) parts.push('cent');
    else parts.push(`${UNITS[hundreds]} ${rest === 0 && plural ? 'cents' : 'cent'}`);
  }
  // Stryker disable next-line ConditionalExpression: belowThousand is never called with 0.
  if (rest > 0 || hundreds === 0) parts.push(belowHundred(rest, plural));
  return parts.join(' ');
}

/** A whole number of 0 to 999 999 999 999 in French words. */
export function frenchNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError('0 ≤ n < 10¹²');
  if (n === 0) return 'zéro';
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  const parts: string[] = [];
  if (billions > 0) {
    parts.push(`${belowThousand(billions, true)} ${billions > 1 ? 'milliards' : 'milliard'}`);
  }
  if (millions > 0) {
    parts.push(`${belowThousand(millions, true)} ${millions > 1 ? 'millions' : 'million'}`);
  }
  if (thousands > 0)
    parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** `1234567` millimes → "mille deux cent trente-quatre dinars et cinq cent soixante-sept millimes". */
export function millimesInFrenchWords(millimes: number): string {
  const abs = Math.abs(millimes);
  const dinars = Math.floor(abs / 1000);
  const rest = abs % 1000;
  // "un million de dinars": a round million or billion takes "de".
  const dinarWords = frenchNumber(dinars);
  const of = dinars > 0 && dinars % 1e6 === 0 ? 'de ' : '';
  const dinarPart = `${dinarWords} ${of}${dinars > 1 ? 'dinars' : 'dinar'}`;
  const millimePart = `${frenchNumber(rest)} ${rest > 1 ? 'millimes' : 'millime'}`;
  return `${dinarPart} et ${millimePart}`;
}

/** The closing sentence of an invoice (or credit note), with its total including tax in words. */
export function amountSentence(kind: 'invoice' | 'credit_note', ttcMillimes: number): string {
  const words = millimesInFrenchWords(ttcMillimes);
  return kind === 'invoice'
    ? `Arrêtée la présente facture à la somme de ${words}.`
    : `Arrêté le présent avoir à la somme de ${words}.`;
}
