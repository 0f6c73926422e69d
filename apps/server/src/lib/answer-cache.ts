import { TOTAL_COUNT_HEADER } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { onTableChanged, TABLE_CHANGES_CHANNEL } from './table-changes';

/** A read's answer as sent: its JSON body, already serialized, and what goes with it. */
export interface CachedAnswer {
  body: Buffer;
  /** The `X-Total-Count` of a list page. */
  total?: number;
  /** When the answer stops being true without any write (ms since the epoch; e.g. a station's
   * online state lapses); unset when only a write can change it. */
  validUntil?: number;
}

/** A read's answer from its rows: serialized once per change rather than per request. */
export function answerOf(value: unknown, extra: Omit<CachedAnswer, 'body'> = {}): CachedAnswer {
  return { body: Buffer.from(JSON.stringify(value)), ...extra };
}

/** Sends a cached answer: a Buffer goes out as is, no serialization, no per-answer encoding. */
export function sendAnswer<T>(reply: FastifyReply, answer: CachedAnswer): T {
  if (answer.total !== undefined) reply.header(TOTAL_COUNT_HEADER, answer.total);
  reply.type('application/json; charset=utf-8').send(answer.body);
  return reply as unknown as T;
}

export interface AnswerCache {
  /** The cached answer for `key`, or `read()`'s, kept unless a table it reads changed meanwhile. */
  answer(key: string, read: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
}

/**
 * Serialized answers read from `tables`, by key (the query, the caller), so an unchanged read costs
 * no database round trip (bench/PROFILE.md). Every write to one of the tables drops them all before
 * the next request can read them: the trigger's NOTIFY from any instance or script (migrations 0006
 * and 0014) and this process's own writes at once (lib/table-changes.ts, from the database layer).
 * List every table the read's query touches, including the parents whose deletion cascades into
 * them. While the LISTEN connection is down nothing is served from here. At most `maxEntries` keys
 * are kept, the oldest dropped first.
 */
export function createAnswerCache(
  app: FastifyInstance,
  tables: readonly string[],
  maxEntries = 256,
): AnswerCache {
  const entries = new Map<string, CachedAnswer>();
  let listening = false;
  // Bumped on every change: a read that raced with a write does not store what it read.
  let generation = 0;
  const drop = () => {
    generation++;
    entries.clear();
  };
  app.addHook('onReady', async () => {
    await app.database.listen(TABLE_CHANGES_CHANNEL, {
      onNotify(changed) {
        if (tables.includes(changed)) drop();
      },
      onState(on) {
        drop();
        listening = on;
      },
    });
  });
  const stopLocal = onTableChanged((changed) => {
    if (tables.includes(changed)) drop();
  });
  app.addHook('onClose', async () => stopLocal());

  return {
    async answer(key, read) {
      const cached = listening ? entries.get(key) : undefined;
      if (cached && (cached.validUntil === undefined || Date.now() < cached.validUntil))
        return cached;
      const seen = generation;
      const fresh = await read();
      if (listening && generation === seen) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, fresh);
      }
      return fresh;
    },
  };
}

/** A page of a list as its service reads it; `validUntil` as in `CachedAnswer`. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  validUntil?: number;
}

/**
 * A list page's answer through `cache`: the rows parsed by the route's response schema (as its
 * serializer would) and serialized once per change; `X-Total-Count` goes with it.
 */
export function pageAnswer<Item>(
  cache: AnswerCache,
  key: string,
  schema: z.ZodType,
  read: () => Promise<ListPage<Item>>,
): Promise<CachedAnswer> {
  return cache.answer(key, async () => {
    const { items, total, validUntil } = await read();
    return answerOf(schema.parse(items), { total, ...(validUntil ? { validUntil } : {}) });
  });
}
