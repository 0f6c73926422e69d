import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, routeKey } from '../src/lib/route-access';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  type TestAccount,
  type TestApp,
  xsrf,
} from './helpers/app';

/**
 * Every /api route the app serves is declared in ROUTE_ACCESS, and each one is called anonymously,
 * with a client token and with an admin token to prove the declaration is what the server enforces.
 * A new route that nobody classified fails here.
 */
let t: TestApp;
let client: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAccount(t.app);
  client = await createClientAccount(t.app);
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeInventory.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
  );

// Sign-out revokes the caller's tokens: those two routes get accounts of their own.
const revokesToken = (url: string) => url === '/api/signout' || url === '/api/logout';

/** Path parameters become ids nobody owns, so no call touches another account's data. */
const concreteUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '999999' : 'unknown-ref'));

async function call(method: string, url: string, headers: InjectOptions['headers'] | 'anonymous') {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: concreteUrl(url),
    ...(hasBody ? { payload: {} } : {}),
  };
  const response = await t.app.inject(
    headers === 'anonymous' ? { ...options, ...xsrf } : { ...options, headers },
  );
  return response.statusCode;
}

describe('route access inventory', () => {
  it('declares every /api route, and declares nothing the app does not serve', () => {
    const served = apiRoutes().map((route) => routeKey(route.method, route.url));
    expect([...served].sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('enforces each declaration for anonymous callers, clients and admins, without a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const key = routeKey(method, url);
      const access = ROUTE_ACCESS[key];
      const [clientToken, adminToken] = revokesToken(url)
        ? [(await createClientAccount(t.app)).token, (await createAdminAccount(t.app)).token]
        : [client.token, admin.token];
      const anonymous = await call(method, url, 'anonymous');
      const asClient = await call(method, url, bearer(clientToken));
      const asAdmin = await call(method, url, bearer(adminToken));
      const seen = `${key}: anonymous ${anonymous}, client ${asClient}, admin ${asAdmin}`;
      if ([anonymous, asClient, asAdmin].some((status) => status >= 500))
        failures.push(`5xx ${seen}`);
      const refused = (status: number) => status === 401 || status === 403;
      const ok =
        access === 'public'
          ? !refused(anonymous)
          : access === 'client'
            ? anonymous === 401 && !refused(asClient) && asAdmin === 403
            : anonymous === 401 && asClient === 403 && asAdmin !== 401;
      if (!ok) failures.push(`${access} ${seen}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
