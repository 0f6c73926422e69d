import { describe, expect, it } from 'vitest';
import { audience } from '../../src/plugins/application/audience';
import { useTestApp } from '../helpers/fixtures';

describe('rate limiting', () => {
  const t = useTestApp({}, async (app) => {
    await app.register(
      audience('public', async (app) => {
        app.get(
          '/api/test/limited',
          { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
          async () => ({ ok: true }),
        );
      }),
    );
  });

  it('answers 429 with a localized message and Retry-After once the limit is reached', async () => {
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/limited',
        headers: { 'accept-language': 'en' },
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please try again in a moment.',
      code: 'error.rateLimited',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
