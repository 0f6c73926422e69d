import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters live in
 * memory for one instance, or in Redis when REDIS_URL is set so N instances share them.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'rl:',
      skipOnError: false,
    });
  },
  { name: 'rate-limit' },
);
