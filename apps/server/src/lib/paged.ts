import { TOTAL_COUNT_HEADER } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

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

/** Answers a page of a list: its rows, with the filter's total in `X-Total-Count`. */
export function pageReply<Item>(
  reply: FastifyReply,
  { items, total }: { items: Item[]; total: number },
): Item[] {
  reply.header(TOTAL_COUNT_HEADER, total);
  return items;
}
