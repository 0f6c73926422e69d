import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app logging at info into `lines`, with a route that logs through `app.log` after a wait. */
async function appLoggingTo(lines: string[], env: Record<string, string> = {}) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return createTestApp(
    { LOG_LEVEL: 'info', ...env },
    (app) => {
      app.get('/test/log-later', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        // A service logging through the app's logger, not request.log.
        app.log.info({ step: 'service' }, 'work done for the request');
        return { ok: true };
      });
    },
    {},
    { logStream: stream },
  );
}

describe('request ids', () => {
  it('puts one id on every line a request causes, the app logger’s too, and echoes it', async () => {
    const lines: string[] = [];
    t = await appLoggingTo(lines);
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/log-later',
      headers: { 'x-request-id': 'lb-4f2a9c01-trace', authorization: 'Bearer secret-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-4f2a9c01-trace');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = logged.filter((line) => line.reqId === 'lb-4f2a9c01-trace');
    expect(mine.map((line) => line.msg)).toEqual([
      'incoming request',
      'work done for the request',
      'request completed',
    ]);
    // Bound once, not repeated by the mixin on request.log's own lines.
    for (const line of lines.filter((l) => l.includes('lb-4f2a9c01-trace'))) {
      expect(line.split('"reqId"').length).toBe(2);
    }
    expect(mine[0]?.req).toMatchObject({ method: 'GET', url: '/test/log-later' });
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('replaces an incoming id that is not sane with a fresh UUID', async () => {
    const lines: string[] = [];
    t = await appLoggingTo(lines);
    for (const incoming of ['short', 'has space in it', `x${'a'.repeat(200)}`, 'a"}\n{"b":1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': incoming },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('\n')).not.toContain('has space in it');
  });
});

describe('log format', () => {
  it('writes readable lines with LOG_FORMAT=pretty', async () => {
    const lines: string[] = [];
    t = await appLoggingTo(lines, { LOG_FORMAT: 'pretty' });
    await t.app.inject({
      method: 'GET',
      url: '/test/log-later',
      headers: { 'x-request-id': 'pretty-0001-abcd' },
    });
    const line = lines.find((l) => l.includes('work done for the request'));
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: work done for the request/);
    expect(() => JSON.parse(line ?? '')).toThrow();
    expect(lines.join('\n')).toContain('reqId: "pretty-0001-abcd"');
  });

  it('reads LOG_FORMAT, and refuses anything but pretty or json', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
