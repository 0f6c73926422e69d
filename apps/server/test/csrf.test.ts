import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAccount, createTestApp, type TestApp, xsrf } from './helpers/app';

describe('XSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post('/api/test/write', async () => ({ ok: true }));
    });
  });
  afterAll(() => t.close());

  it('hands out an XSRF-TOKEN cookie readable by the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses an anonymous write without the header (403, localized)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      cookies: xsrf.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('error.csrf');
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      cookies: xsrf.cookies,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the echoed token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/write', ...xsrf });
    expect(response.statusCode).toBe(200);
  });

  it('does not require it for bearer-authenticated calls', async () => {
    const client = await createClientAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
