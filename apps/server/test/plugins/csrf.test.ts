import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/lib/tokens';
import { audience } from '../../src/plugins/application/audience';
import { createClientAccount, createTestApp, type TestApp, xsrf } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

/** A public and a screen test route that write, to send XSRF-less POSTs to. */
async function registerWrites(app: FastifyInstance) {
  await app.register(
    audience('public', async (app) => {
      app.post('/api/test/write', async () => ({ ok: true }));
    }),
  );
  await app.register(
    audience('screen', async (app) => {
      app.post('/api/test/screen-write', async () => ({ ok: true }));
    }),
  );
}

/** The XSRF check's refusal: 403 `error.csrf`. */
function expectCsrfRefusal(response: LightMyRequestResponse, label?: string) {
  expect(response.statusCode, label).toBe(403);
  expect(response.json().code).toBe('error.csrf');
}

/** A POST to the public test write route with this Authorization header and these cookies. */
const postWrite = (t: TestApp, authorization?: string, cookies?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/write',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
    ...(cookies ? { cookies } : {}),
  });

describe('XSRF protection', () => {
  const t = useTestApp({}, async (app) => {
    await app.register(
      audience('public', async (app) => {
        app.post('/api/test/write', async () => ({ ok: true }));
        app.put('/api/test/write', async () => ({ ok: true }));
        app.patch('/api/test/write', async () => ({ ok: true }));
        app.delete('/api/test/write', async () => ({ ok: true }));
      }),
    );
  });

  it('hands out an XSRF-TOKEN cookie readable by the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy(); // the test site is http
  });

  it('does not hand one out again to a browser that has it, nor to a caller with a token', async () => {
    const again = await t.app.inject({ method: 'GET', url: '/api/health', cookies: xsrf.cookies });
    expect(again.headers['set-cookie']).toBeUndefined();
    const client = await createClientAccount(t.app);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an anonymous write without the header (403, localized)', async () => {
    expectCsrfRefusal(await postWrite(t, undefined, xsrf.cookies));
  });

  // Every write method, not only POST: a planted `DELETE` among the safe methods passed every test.
  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'refuses an anonymous %s without the header (403 error.csrf), accepts it with the header',
    async (method) => {
      expectCsrfRefusal(
        await t.app.inject({ method, url: '/api/test/write', cookies: xsrf.cookies }),
      );
      const accepted = await t.app.inject({ method, url: '/api/test/write', ...xsrf });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ ok: true });
    },
  );

  it('lets reads through without the header: GET, HEAD and OPTIONS', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/api/health', cookies: xsrf.cookies });
      expect(response.statusCode, method).toBe(200);
    }
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/test/write',
      cookies: xsrf.cookies,
    });
    // No route answers OPTIONS: it reached the router (404), the XSRF check did not stop it (403).
    expect(options.statusCode).toBe(404);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      cookies: xsrf.cookies,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expectCsrfRefusal(response);
  });

  it('accepts the echoed token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/write', ...xsrf });
    expect(response.statusCode).toBe(200);
  });

  it('does not require it for bearer-authenticated calls', async () => {
    const client = await createClientAccount(t.app);
    const response = await postWrite(t, `Bearer ${client.token}`);
    expect(response.statusCode).toBe(200);
  });
});

/** Issue 13 §4: the check was skipped for percent-encoded paths and for any Authorization header. */
describe('XSRF protection cannot be sidestepped', () => {
  const t = useTestApp({}, registerWrites);

  it('checks a percent-encoded path as the path the router decodes it to', async () => {
    for (const url of ['/%61pi/newsletter', '/%61%70%69/test/write', '/api/test/%77rite']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: `encoded-${Date.now()}@example.tn` },
        cookies: xsrf.cookies,
      });
      expectCsrfRefusal(response, url);
    }
  });

  it('checks an unrouted or doubled-slash API path too; an undecodable one is refused', async () => {
    for (const url of ['//api/test/write', '/API/test/write']) {
      const response = await t.app.inject({ method: 'POST', url, cookies: xsrf.cookies });
      expect(response.statusCode, url).toBe(403);
    }
    const undecodable = await t.app.inject({
      method: 'POST',
      url: '/%61pi/%E0%A4%A',
      cookies: xsrf.cookies,
    });
    expect(undecodable.statusCode).toBe(400);
  });

  it('skips it only for a valid bearer token, not for any Authorization header', async () => {
    const client = await createClientAccount(t.app);
    const otherSecret = createTokenService('x'.repeat(48), 3600).issue({
      sub: String(client.id),
      role: 'client',
      scope: 'full',
      tv: 0,
    });
    for (const authorization of [
      'Bearer nonsense',
      'Bearer',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${otherSecret}`,
      `Token ${client.token}`,
    ]) {
      expectCsrfRefusal(await postWrite(t, authorization, xsrf.cookies), authorization);
    }
    const valid = await postWrite(t, `bearer ${client.token}`);
    expect(valid.statusCode).toBe(200);
  });
});

// Edges the mutation run (npm run test:mutation) found untested.
describe('XSRF protection, edges', () => {
  const t = useTestApp({}, async (app) => {
    // Not an API route (the web app's own paths): no audience, no XSRF check.
    app.post('/outside/write', async () => ({ ok: true }));
    await registerWrites(app);
  });

  it('collapses any run of slashes before judging an unrouted path', async () => {
    for (const url of ['///api/test/write', '/api//test//write?x=1']) {
      const response = await t.app.inject({ method: 'POST', url, cookies: xsrf.cookies });
      expectCsrfRefusal(response, url);
    }
  });

  it('checks nothing outside /api/, routed or not', async () => {
    const unrouted = await t.app.inject({ method: 'POST', url: '/apix/write' });
    expect(unrouted.statusCode).toBe(404);
    const routed = await t.app.inject({ method: 'POST', url: '/outside/write' });
    expect(routed.statusCode).toBe(200);
  });

  it('takes a bearer token only as the whole header, `Bearer` then spaces then the token', async () => {
    const client = await createClientAccount(t.app);
    const twoSpaces = await postWrite(t, `Bearer  ${client.token}`);
    expect(twoSpaces.statusCode).toBe(200);
    for (const authorization of [`xBearer ${client.token}`, `Bearer ${client.token} extra`]) {
      expectCsrfRefusal(await postWrite(t, authorization, xsrf.cookies), authorization);
    }
  });

  it("leaves a screen route carrying a token to the screen's own check, and checks one without", async () => {
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/test/screen-write',
      headers: { authorization: 'Bearer not-a-screen-token' },
    });
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().code).not.toBe('error.csrf');
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/test/screen-write',
      cookies: xsrf.cookies,
    });
    expectCsrfRefusal(without);
  });

  it('does not skip the check for a non-screen route carrying a token it cannot verify', async () => {
    expectCsrfRefusal(await postWrite(t, 'Bearer not-a-screen-token'));
  });
});

describe('XSRF cookie on an https site', () => {
  it('is Secure when the public URL is https, and not otherwise', async () => {
    const https = await createTestApp({}, undefined, { publicUrl: 'https://bornes.example.tn' });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/health' });
      const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
    } finally {
      await https.close();
    }
  });
});
