import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { requestScoped } from '../../src/lib/logging';
import { createTestApp, type TestApp } from '../helpers/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * An app logging at info into `lines`, with a route whose service logs through the app it is
 * given (`requestScoped`) after a wait, and another work left running after the answer.
 */
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
      // A service takes the app and logs through its logger, not request.log.
      const service = async (scoped: { log: typeof app.log }, message: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        scoped.log.info({ step: 'service' }, message);
      };
      app.get('/test/log-later', async (request) => {
        await service(requestScoped(app, request), 'work done for the request');
        // Not awaited: logged after the answer is sent, like the sales mail.
        void service(requestScoped(app, request), 'work done after the answer');
        return { ok: true };
      });
    },
    {},
    { logStream: stream },
  );
}

describe('request ids', () => {
  it('puts one id on every line a request causes, its services’ too, and echoes it', async () => {
    const lines: string[] = [];
    t = await appLoggingTo(lines);
    const response = await t.app.inject({
      method: 'GET',
      url: '/test/log-later',
      headers: { 'x-request-id': 'lb-4f2a9c01-trace', authorization: 'Bearer secret-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-4f2a9c01-trace');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = logged.filter((line) => line.reqId === 'lb-4f2a9c01-trace');
    expect(mine.map((line) => line.msg)).toEqual([
      'incoming request',
      'work done for the request',
      'request completed',
      'work done after the answer',
    ]);
    // The app's own logger is untouched by a request's view of it.
    expect(logged.filter((line) => line.step === 'service' && !line.reqId)).toEqual([]);
    // Bound once.
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

describe('requestScoped', () => {
  it('is the app with the request’s logger: the rest is the app’s, the app itself unchanged', () => {
    const appLog = { info() {} };
    const requestLog = { info() {} };
    const app = { log: appLog, config: { port: 1 }, db: {} };
    const scoped = requestScoped(app as never, { log: requestLog } as never) as typeof app;
    expect(scoped.log).toBe(requestLog);
    expect(scoped.config).toBe(app.config);
    expect(scoped.db).toBe(app.db);
    expect(app.log).toBe(appLog);
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
