import { sql } from 'drizzle-orm';

/**
 * `count(*) over ()`: the number of rows the page's filter matches, carried on every row of the page.
 * A list then costs one round trip instead of a page query plus a count query (bench/PROFILE.md).
 */
export const matchingRows = sql<number>`(count(*) over ())::int`;

/** The total from a page selected with `matchingRows`; only a page past the end has to count. */
export async function totalOf(
  rows: readonly { total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return page > 1 ? countAll() : 0;
}
