import { getLang, type Lang } from './i18n';

/**
 * Display formatting. Dates are dd/MM/yyyy in both languages (the product's format, SPEC §9);
 * numbers and currency follow the language. Empty or invalid input gives `fallback` ('—').
 */

export const EMPTY = '—';

const NUMBER_LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

export type DateInput = string | number | Date | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Parses a date value. A plain `YYYY-MM-DD` is a calendar date and is read in local time (reading it
 * as UTC would show the previous day west of Greenwich).
 */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendar) {
      const [, y, m, d] = calendar.map(Number) as [number, number, number, number];
      const date = new Date(y, m - 1, d);
      return date.getMonth() === m - 1 ? date : null;
    }
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `dd/MM/yyyy`. */
export function formatDate(value: DateInput, fallback = EMPTY): string {
  const date = parseDate(value);
  if (!date) return fallback;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** `dd/MM/yyyy HH:mm` (24-hour clock in both languages). */
export function formatDateTime(value: DateInput, fallback = EMPTY): string {
  const date = parseDate(value);
  if (!date) return fallback;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `YYYY-MM-DD` in local time, the value of an `<input type="date">`. */
export function toIsoDate(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function numberLocale(lang: Lang = getLang()): string {
  return NUMBER_LOCALES[lang];
}

/** 1234.5 → '1 234,5' (fr) / '1,234.5' (en). */
export function formatNumber(
  value: number | null | undefined,
  options?: Intl.NumberFormatOptions,
  lang: Lang = getLang(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], options).format(value);
}

/** Amount in Tunisian dinars (3 decimals by default). */
export function formatCurrency(
  value: number | null | undefined,
  currency = 'TND',
  lang: Lang = getLang(),
): string {
  return formatNumber(value, { style: 'currency', currency }, lang);
}
