import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The store interface @fastify/rate-limit calls (its own Redis and memory stores implement it). */
interface RateStore {
  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: StoreOptions): RateStore;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: unknown;
}
type StoreClass = new (...args: unknown[]) => RateStore;

// The plugin's own stores (CommonJS, untyped), so counting stays exactly the plugin's.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/** How often, at most, the "Redis unreachable" warning is logged while it lasts. */
const WARN_EVERY_MS = 60_000;
/**
 * After a failed or timed-out command, Redis is left alone this long: a Redis that accepts
 * connections but stalls would otherwise cost every request the whole command timeout.
 */
const RETRY_REDIS_AFTER_MS = 5_000;

/**
 * A rate-limit store that counts in Redis while Redis answers and in this instance's memory while
 * it does not: an unreachable Redis must not turn every rate-limited route into a 500, and limits
 * counted per instance for a while are far better than none (fail open to memory, with a warning).
 */
export function fallbackRateStore(redis: Redis, log: FastifyBaseLogger, nameSpace: string) {
  let lastWarning = 0;
  let failedAt = Number.NEGATIVE_INFINITY;
  const warn = (reason: string) => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    log.warn(
      { reason },
      'Redis unreachable: rate limits are counted in this instance’s memory until it is back',
    );
  };

  class FallbackStore implements RateStore {
    private readonly shared: RateStore;
    private readonly local: RateStore;

    constructor(options: StoreOptions, shared?: RateStore, local?: RateStore) {
      this.shared =
        shared ??
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace);
      this.local =
        local ?? new LocalStore(options.continueExceeding, options.exponentialBackoff, 5000);
    }

    incr(...args: Parameters<RateStore['incr']>) {
      const [key, callback, timeWindow, max] = args;
      // Not connected, or failed a moment ago: no waiting on Redis, the memory store answers.
      if (redis.status !== 'ready' || Date.now() - failedAt < RETRY_REDIS_AFTER_MS) {
        warn(redis.status === 'ready' ? 'recent command failure' : `connection ${redis.status}`);
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          failedAt = Date.now();
          warn(error.message);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreOptions): RateStore {
      return new FallbackStore(
        routeOptions,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore;
}
