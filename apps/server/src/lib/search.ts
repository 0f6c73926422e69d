import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** `q` → an ILIKE pattern matching it anywhere, with the LIKE wildcards in `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The header search: `q` found anywhere in any of `columns` (ILIKE); no filter without `q`. */
export function anyColumnContains(
  q: string | undefined,
  columns: readonly Column[],
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Offset of a 1-based page. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;
