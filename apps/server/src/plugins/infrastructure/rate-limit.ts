import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { fallbackRateStore } from '../../lib/fallback-rate-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection shared rate limits use (REDIS_URL), if any. */
    rateLimitRedis?: Redis;
  }
}

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters live in
 * memory for one instance, or in Redis when REDIS_URL is set so N instances share them; while Redis
 * is unreachable they fall back to memory (see fallback-rate-store.ts).
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    // ioredis is loaded only when shared limits are configured (issue 19, memory).
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, {
          connectTimeout: 2000,
          // Fail fast instead of queueing commands while disconnected or slow: the request in hand
          // is then counted in memory rather than kept waiting.
          enableOfflineQueue: false,
          commandTimeout: 500,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    app.decorate('rateLimitRedis', redis);
    if (redis) {
      // Connection errors are reported by the store's warning; without a listener ioredis would
      // print every reconnection failure.
      redis.on('error', () => {});
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      // The plugin's typings omit the (timeWindow, max) arguments it passes to incr at run time.
      ...(redis
        ? {
            store: fallbackRateStore(redis, app.log, 'rl:') as unknown as FastifyRateLimitStoreCtor,
          }
        : {}),
      skipOnError: false,
    });
  },
  { name: 'rate-limit' },
);
