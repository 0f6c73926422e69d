import type { FastifyInstance } from 'fastify';
import { onTableChanged, TABLE_CHANGES_CHANNEL } from './table-changes';

/** A list answer as sent: its JSON body, already serialized, and the total of `X-Total-Count`. */
export interface CachedAnswer {
  body: string;
  total: number;
}

/**
 * Serialized answers read from one table, by query, so reading an unchanged list costs no database
 * round trip (bench/PROFILE.md). Every write to the table drops them all before the next request can
 * read them: the trigger's NOTIFY from any instance or script (migration 0006) and this process's
 * own writes at once (lib/table-changes.ts). While the LISTEN connection is down nothing is served
 * from here. At most `maxEntries` queries are kept, the oldest dropped first.
 */
export async function createAnswerCache(app: FastifyInstance, table: string, maxEntries = 64) {
  const entries = new Map<string, CachedAnswer>();
  let listening = false;
  // Bumped on every change: a read that raced with a write does not store what it read.
  let generation = 0;
  const drop = () => {
    generation++;
    entries.clear();
  };
  await app.database.listen(TABLE_CHANGES_CHANNEL, {
    onNotify(changed) {
      if (changed === table) drop();
    },
    onState(on) {
      drop();
      listening = on;
    },
  });
  const stopLocal = onTableChanged((changed) => {
    if (changed === table) drop();
  });
  app.addHook('onClose', async () => stopLocal());

  return {
    /** The cached answer for `key`, or `read()`'s, kept unless the table changed meanwhile. */
    async answer(key: string, read: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
      const cached = listening ? entries.get(key) : undefined;
      if (cached) return cached;
      const seen = generation;
      const fresh = await read();
      if (listening && generation === seen) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, fresh);
      }
      return fresh;
    },
  };
}
