import { TOTAL_COUNT_HEADER } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAnswerCache, pageAnswer, sendAnswer } from './answer-cache';
import { pageOffset } from './search';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

/**
 * One page of a list and the number of rows its filter matches, the two queries run at once:
 * `rows` is the page's query before its limit and offset, `count` selects `{ total: count() }`.
 */
export async function pageAndCount<Row>(
  query: { page: number; limit: number },
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  count: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [counted]] = await Promise.all([
    rows.limit(query.limit).offset(pageOffset(query.page, query.limit)),
    count,
  ]);
  return { rows: page, total: counted?.total ?? 0 };
}

/** Answers a page of a list: its rows, with the filter's total in `X-Total-Count`. */
export function pageReply<Item>(
  reply: FastifyReply,
  { items, total }: { items: Item[]; total: number },
): Item[] {
  reply.header(TOTAL_COUNT_HEADER, total);
  return items;
}

/** What one paged list route declares (see `pagedListRoute`). */
export interface PagedListRoute<Query extends z.ZodType, Item extends z.ZodType> {
  tags: string[];
  /** `[{ bearer: [] }]` for the routes documented as needing a token; absent otherwise. */
  security?: { bearer: string[] }[];
  summary: string;
  querystring: Query;
  /** A row of the page; the answer is an array of them. */
  item: Item;
  /** Error answers documented beside the page. */
  errors?: Record<number, z.ZodType>;
  /**
   * Every table the list's query reads: when given, its pages are served from memory until one of
   * them changes (lib/answer-cache.ts), so `list` must then depend on the query alone.
   */
  reads?: readonly string[];
  list: (
    query: z.output<Query>,
    request: FastifyRequest,
  ) => Promise<{ items: z.input<Item>[]; total: number }>;
}

/**
 * `GET path`: one page of a list, its rows in the body and the filter's total in `X-Total-Count`.
 * The route's audience is that of the route file calling it.
 */
export function pagedListRoute<Query extends z.ZodType, Item extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: PagedListRoute<Query, Item>,
) {
  // As in admin-crud-routes: the zod provider cannot resolve types from schemas that are type
  // parameters, so the query is typed as what the validator has parsed it into.
  const { tags, security, summary, querystring, item, errors, list } = spec;
  const listSchema = z.array(item);
  const pages = spec.reads && createAnswerCache(app, spec.reads);
  app.get(
    path,
    {
      schema: {
        tags,
        ...(security && { security }),
        summary,
        querystring,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      if (!pages) return pageReply(reply, await list(query, request));
      // The parsed query (defaults filled in) names the page.
      return sendAnswer(
        reply,
        await pageAnswer(pages, JSON.stringify(query), listSchema, () => list(query, request)),
      );
    },
  );
}
