import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { audience } from '../../src/plugins/application/audience';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 13 §4: with REDIS_URL pointing at an unreachable Redis, rate-limited routes answered 500
 * while /api/ready said 200. They now count in memory (with a warning) until Redis is back.
 */

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function limitedApp(redisUrl: string, route: string, logs: string[] = []) {
  const t = await createTestApp(
    { REDIS_URL: redisUrl, LOG_LEVEL: 'warn' },
    async (app) => {
      await app.register(
        audience('public', async (app) => {
          app.get(
            route,
            { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
            async () => ({
              ok: true,
            }),
          );
        }),
      );
    },
    {},
    { logStream: { write: (line) => void logs.push(line) } },
  );
  apps.push(t);
  return t;
}

describe('rate limits with Redis unreachable', () => {
  it('still limit (in memory), never answer 500, and log a warning', async () => {
    const logs: string[] = [];
    const t = await limitedApp(
      `redis://127.0.0.1:${await closedPort()}`,
      '/api/test/limited',
      logs,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const warnings = logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings.some((entry) => /Redis unreachable/.test(entry.msg))).toBe(true);
    // Logged once per minute at most, not once per request.
    expect(warnings.filter((entry) => /Redis unreachable/.test(entry.msg))).toHaveLength(1);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
  });
});

/**
 * A "Redis" that accepts the connection and then stalls. With `answerReadyCheck` it first answers
 * ioredis's handshake and ready check (HELLO, CLIENT, INFO), so the client believes it is
 * connected, then never answers the rate-limit script: the worst case, a Redis that hangs
 * mid-flight.
 */
const COMMAND = /\*\d+\r\n\$\d+\r\n([^\r]+)/g;

async function stalledRedis(answerReadyCheck: boolean) {
  const commands: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      // RESP arrays of bulk strings (several may come in one chunk): the name is the first string.
      for (const [, command = '?'] of chunk.toString('latin1').matchAll(COMMAND)) {
        const name = command.toLowerCase();
        commands.push(name);
        if (!answerReadyCheck) continue;
        // The handshake as an old Redis answers it: no RESP3, client info accepted, then INFO.
        if (name === 'hello') socket.write("-ERR unknown command 'HELLO'\r\n");
        if (name === 'client') socket.write('+OK\r\n');
        if (name === 'info') {
          const info = '# Server\r\nredis_version:6.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('rate limits with a Redis that accepts the connection and never answers', () => {
  /** Each request answers, never 500, within a bound well under any client's patience. */
  async function timedStatuses(t: TestApp, route: string) {
    const results: { status: number; ms: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: route });
      results.push({ status: response.statusCode, ms: performance.now() - started });
    }
    return results;
  }

  it('before its ready check answers: counts in memory at once, with a warning', async () => {
    const redis = await stalledRedis(false);
    try {
      const logs: string[] = [];
      const t = await limitedApp(redis.url, '/api/test/stalled-connect', logs);
      const results = await timedStatuses(t, '/api/test/stalled-connect');
      expect(results.map((r) => r.status)).toEqual([200, 200, 429]);
      for (const { ms } of results) expect(ms).toBeLessThan(2000);
      // The connection was accepted (ioredis began its handshake) and never became ready.
      expect(redis.commands).toContain('hello');
      expect(t.app.rateLimitRedis?.status).not.toBe('ready');
      expect(logs.some((line) => /Redis unreachable/.test(JSON.parse(line).msg))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await redis.close();
    }
  });

  it('after its ready check: one request waits for the command timeout, then memory counts', async () => {
    const redis = await stalledRedis(true);
    try {
      const logs: string[] = [];
      const t = await limitedApp(redis.url, '/api/test/stalled-ready', logs);
      const client = t.app.rateLimitRedis;
      if (!client) throw new Error('REDIS_URL was not applied');
      if (client.status !== 'ready') await once(client, 'ready');
      const results = await timedStatuses(t, '/api/test/stalled-ready');
      expect(results.map((r) => r.status)).toEqual([200, 200, 429]);
      for (const { ms } of results) expect(ms).toBeLessThan(2000);
      // The limit's script reached the stalled server once and was given up on; the next requests
      // did not wait on it again (Redis is left alone for a few seconds after a failure).
      expect(redis.commands.filter((name) => name === 'evalsha' || name === 'eval')).toHaveLength(
        1,
      );
      const warnings = logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings.some((entry) => /Redis unreachable/.test(entry.msg))).toBe(true);
      // Closing the app does not wait forever on a QUIT the server never answers.
      const started = performance.now();
      await t.close();
      apps.splice(apps.indexOf(t), 1);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await redis.close();
    }
  });
});

describe('rate limits with Redis reachable (127.0.0.1:6379)', () => {
  it('are shared by every instance', async () => {
    // A route of its own per run, so counts left in Redis by an earlier run do not matter.
    const route = `/api/test/shared-${randomBytes(6).toString('hex')}`;
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const first = await limitedApp(url, route);
    const second = await limitedApp(url, route);
    // Until connected the memory fallback counts per instance: wait for both connections.
    for (const t of [first, second]) {
      const redis = t.app.rateLimitRedis;
      if (!redis) throw new Error('REDIS_URL was not applied');
      if (redis.status !== 'ready') await once(redis, 'ready');
    }
    const call = (t: TestApp) => t.app.inject({ method: 'GET', url: route });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect(
      (await call(first)).statusCode,
      'a third call over two instances (is Redis running on 127.0.0.1:6379?)',
    ).toBe(429);
  });
});
