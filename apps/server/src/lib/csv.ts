/**
 * CSV export of a back-office list: RFC 4180 quoting, a UTF-8 BOM so spreadsheet software reads
 * accents correctly, and formula-looking cells neutralised (a cell starting with = + - @ would be
 * executed by Excel/LibreOffice: "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Content-Disposition for a download named `<base>-YYYY-MM-DD.csv`. */
export function csvDisposition(base: string, now = new Date()): string {
  return `attachment; filename="${base}-${now.toISOString().slice(0, 10)}.csv"`;
}

/** Rows a single export may contain: enough for every list we have, bounded for memory. */
export const CSV_EXPORT_LIMIT = 50_000;
