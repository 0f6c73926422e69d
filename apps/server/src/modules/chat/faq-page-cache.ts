import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { VERSION_CHECK_MS } from './chat-engine';
import { faqVersion } from './service';

export interface CachedPage {
  /** The JSON body exactly as sent, already UTF-8: no encoding or length pass per request. */
  body: Buffer;
  etag: string;
  total: number;
}

// Distinct pages kept (page × limit × language); searches (`q`) are never cached.
const MAX_PAGES = 64;

/**
 * The public FAQ list changes a few times a month and is read on every visit: its pages are kept
 * serialized in memory with an ETag. Writes on this instance invalidate them at once; the same
 * cheap version query as the chat engine's, run at most once per VERSION_CHECK_MS, catches writes
 * made by other instances; requests arriving while it runs wait for that one query rather than each
 * sending their own (on the embedded database every query runs on the event loop). A request whose
 * If-None-Match matches gets a 304 without a query.
 */
export function createFaqPageCache(db: Db, now: () => number = () => performance.now()) {
  let version: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  const pages = new Map<string, CachedPage>();

  async function check() {
    const current = await faqVersion(db);
    checkedAt = now();
    if (current !== version) {
      version = current;
      pages.clear();
    }
  }

  function fresh(): Promise<void> | undefined {
    if (now() - checkedAt < VERSION_CHECK_MS) return undefined;
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  return {
    async get(
      key: string,
      produce: () => Promise<{ items: unknown; total: number }>,
    ): Promise<CachedPage> {
      const checked = fresh();
      if (checked) await checked;
      const hit = pages.get(key);
      if (hit) return hit;
      const { items, total } = await produce();
      const body = Buffer.from(JSON.stringify(items));
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      const page = { body, etag, total };
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, page);
      return page;
    },
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
      pages.clear();
    },
  };
}
