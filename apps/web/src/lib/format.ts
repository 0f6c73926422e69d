import { getLang, type Lang } from './i18n';

/**
 * Display formatting. Dates are dd/MM/yyyy in both languages (the product's format);
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
function parseDate(value: DateInput): Date | null {
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

/** 1234.5 → '1 234,5' (fr) / '1,234.5' (en). */
export function formatNumber(
  value: number | null | undefined,
  options?: Intl.NumberFormatOptions,
  lang: Lang = getLang(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], options).format(value);
}

/** Month label ('janv. 26' / 'Jan 26') of a `YYYY-MM` key, for chart axes. */
export function formatMonthKey(month: string, lang: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (index ?? 1) - 1, 1)));
}
