import type { Language } from '@app/contracts';
import { COMPANY_TIME_ZONE } from '@app/contracts/sales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

/**
 * CSV exports for the people who open them: a French-locale Excel or LibreOffice opens a French
 * export directly (`;` between cells, decimal comma, dd/mm/yyyy dates), an English one gets `,`,
 * a decimal point and ISO dates. Column titles are in the reader's language, instants are shown
 * in Tunisia's clock time (Africa/Tunis), amounts in dinars with their three decimals.
 *
 * Every file starts with a UTF-8 BOM (without it Excel reads the accents as Windows-1252), quotes
 * cells per RFC 4180 and neutralises formula injection: a text cell starting with = + - @, a tab
 * or a carriage return (OWASP's list) is prefixed with `'` so a spreadsheet shows it as text
 * instead of running it. Numbers, dates and amounts are formatted here, never taken from input,
 * so a negative amount stays a number.
 *
 * Typical use in a route:
 *
 * ```ts
 * const columns: CsvColumns<Invoice> = [
 *   { title: { fr: 'Numéro', en: 'Number' }, value: (i) => i.number },
 *   { title: { fr: 'Date', en: 'Date' }, value: (i) => csvDate(i.issuedOn) },
 *   { title: { fr: 'Montant TTC', en: 'Total incl. VAT' }, value: (i) => csvAmount(i.totalMillimes) },
 * ];
 * return sendCsv(request, reply, 'journal-ventes', columns, rows);
 * ```
 */

/** A cell formatted for the reader's locale: a date, an instant, an amount or a decimal. */
type CsvTyped =
  | { readonly kind: 'date'; readonly value: string }
  | { readonly kind: 'dateTime'; readonly value: string | Date }
  | { readonly kind: 'decimal'; readonly value: number; readonly digits: number }
  | { readonly kind: 'localized'; readonly value: Readonly<Record<Language, string>> };

/** What a column may hold. `null`/`undefined` is an empty cell; a string is text, guarded. */
export type CsvValue = string | number | boolean | null | undefined | CsvTyped;

interface CsvColumn<Row> {
  /** The column's title in each language. */
  readonly title: Readonly<Record<Language, string>>;
  readonly value: (row: Row) => CsvValue;
}
export type CsvColumns<Row> = readonly CsvColumn<Row>[];

/** How a language writes a CSV: separator and decimal mark. */
export interface CsvLocale {
  readonly language: Language;
  readonly separator: ';' | ',';
  readonly decimal: ',' | '.';
}

export function csvLocale(language: Language): CsvLocale {
  return language === 'fr'
    ? { language, separator: ';', decimal: ',' }
    : { language, separator: ',', decimal: '.' };
}

/** A calendar day `YYYY-MM-DD` (no clock zone: it is shown as it is stored). */
export const csvDate = (value: string | null | undefined): CsvValue =>
  value ? { kind: 'date', value } : null;

/** An instant (ISO string or Date), shown as Tunisia's date and time to the minute. */
export const csvDateTime = (value: string | Date | null | undefined): CsvValue =>
  value ? { kind: 'dateTime', value } : null;

/** A decimal number with a fixed number of digits after the mark. */
export const csvDecimal = (value: number | null | undefined, digits: number): CsvValue =>
  value === null || value === undefined ? null : { kind: 'decimal', value, digits };

/** An amount in integer millimes, shown in dinars with three decimals (12500 → 12,500). */
export const csvAmount = (millimes: number | null | undefined): CsvValue =>
  millimes === null || millimes === undefined
    ? null
    : { kind: 'decimal', value: millimes / 1000, digits: 3 };

/** A text given in each language (a status, a yes/no…), written in the reader's. */
export const csvLocalized = (
  labels: Readonly<Record<Language, string>> | null | undefined,
): CsvValue => (labels ? { kind: 'localized', value: labels } : null);

/** OWASP "CSV Injection": the first characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Tunisia's wall-clock parts of an instant; one formatter for a whole file. */
const tunisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function formatDay(year: string, month: string, day: string, locale: CsvLocale): string {
  return locale.language === 'fr' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

function formatDate(value: string, locale: CsvLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? formatDay(match[1]!, match[2]!, match[3]!, locale) : value;
}

function formatDateTime(value: string | Date, locale: CsvLocale): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of tunisClock.formatToParts(instant)) parts[part.type] = part.value;
  const day = formatDay(parts.year!, parts.month!, parts.day!, locale);
  return `${day} ${parts.hour}:${parts.minute}`;
}

function formatNumber(value: number, digits: number | undefined, locale: CsvLocale): string {
  if (!Number.isFinite(value)) return '';
  const text = digits === undefined ? String(value) : value.toFixed(digits);
  return locale.decimal === '.' ? text : text.replace('.', ',');
}

/** The text of one cell, before quoting. */
export function csvText(value: CsvValue, locale: CsvLocale): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === 'number') return formatNumber(value, undefined, locale);
  if (typeof value === 'boolean') {
    if (locale.language === 'fr') return value ? 'oui' : 'non';
    return value ? 'yes' : 'no';
  }
  switch (value.kind) {
    case 'date':
      return formatDate(value.value, locale);
    case 'dateTime':
      return formatDateTime(value.value, locale);
    case 'decimal':
      return formatNumber(value.value, value.digits, locale);
    case 'localized':
      return csvText(value.value[locale.language], locale);
  }
}

function quote(text: string, locale: CsvLocale): string {
  const needsQuotes =
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text.includes(locale.separator);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, a title row in the reader's language, then one line per row (CRLF). */
export function toCsv<Row>(
  columns: CsvColumns<Row>,
  rows: Iterable<Row>,
  language: Language,
): string {
  const locale = csvLocale(language);
  const line = (cells: string[]) => cells.map((cell) => quote(cell, locale)).join(locale.separator);
  const lines = [line(columns.map((column) => csvText(column.title[language], locale)))];
  for (const row of rows) {
    lines.push(line(columns.map((column) => csvText(column.value(row), locale))));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Content-Disposition for a download named `<base>-YYYY-MM-DD.csv` (Tunisia's date). */
export function csvDisposition(base: string, now = new Date()): string {
  const today = now.toLocaleDateString('sv-SE', { timeZone: COMPANY_TIME_ZONE });
  return `attachment; filename="${base}-${today}.csv"`;
}

/** Answers a CSV download in the request's language (`Accept-Language`, French by default). */
export function sendCsv<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  columns: CsvColumns<Row>,
  rows: Iterable<Row>,
) {
  const language = requestLanguage(request);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Language', language)
    .header('Content-Disposition', csvDisposition(filename))
    .send(toCsv(columns, rows, language));
}

/** Rows a single export may contain: enough for every list we have, bounded for memory. */
export const CSV_EXPORT_LIMIT = 50_000;
