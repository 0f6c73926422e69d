import Fastify, { type InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { stations } from '../../src/db/schema';
import { routeKey } from '../../src/lib/route-access';
import audiences, { audience } from '../../src/plugins/application/audience';
import auth from '../../src/plugins/application/auth';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTechnicianAccount,
  issueToken,
  xsrf,
} from '../helpers/app';
import { useAccounts, useTestApp } from '../helpers/fixtures';

/**
 * Every /api route is registered under an audience that says who may call it (modules/index.ts),
 * and each one is called anonymously, with a client token and with an admin token to prove the
 * access is what the server enforces. A route outside any audience does not start; one that
 * becomes public must be added below.
 */

/** Everything anyone may call without signing in: a new public route is a conscious change. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/site-config',
  'GET /api/site',
  'POST /api/signup',
  'POST /api/signin',
  'POST /api/login',
  'POST /api/reclamations/qr',
  'POST /api/reclamations/qr/urgent',
  'GET /api/reclamations/qr/follow/:caseNumber',
  'GET /api/reclamations/qr/station/:reference',
  'POST /api/formulaire',
  'POST /api/reservation',
  'POST /api/newsletter',
  'POST /api/chat',
  'POST /api/chat/contact-requests',
  'GET /api/chat/contact-requests/:token',
  'GET /api/faq',
  'GET /api/payments/konnect/webhook',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/email/confirm',
  'POST /api/staff-password/forgot',
  'POST /api/staff-password/reset',
];

/** Everything only a signed-in client may call (their own data); every other route is staff's. */
const CLIENT_ROUTES = [
  'GET /api/me',
  'GET /api/me/settings',
  'PUT /api/me/settings',
  'PUT /api/me',
  'POST /api/me/password',
  'POST /api/me/email',
  'GET /api/stations',
  'POST /api/stations',
  'GET /api/espaces',
  'POST /api/espaces',
  'GET /api/reclamations',
  'POST /api/reclamations',
  'GET /api/me/dashboard',
  'GET /api/me/notifications',
  'GET /api/questionnaires',
  'GET /api/questionnaires/:id',
  'PUT /api/questionnaires/:id/answers',
  'POST /api/signout',
  'GET /api/stations/:id/telemetry',
  'GET /api/stations/stream',
  'GET /api/me/usage',
  'GET /api/contracts',
  'GET /api/invoices',
  'POST /api/invoices/:id/pay',
  'GET /api/billing/payment-options',
  'GET /api/partner-statement',
  'GET /api/partner-statement/export',
  'GET /api/ads',
  'POST /api/ads',
  'GET /api/ads/:id',
  'GET /api/ads/:id/report',
  'GET /api/ads/:id/report/export',
];

/**
 * Everything a technician may call (issue 32): work orders, station pages and their commands, and
 * their own account. Every other staff route is the admin role's alone.
 */
const STAFF_ROUTES = [
  // own account: sign-out, profile, face check, passkeys
  'POST /api/logout',
  'GET /api/admin/me',
  'PUT /api/admin/:id',
  'POST /api/admin/password',
  'POST /api/verify-face/challenge',
  'POST /api/verify-face',
  'GET /api/admin/passkeys',
  'POST /api/admin/passkeys/options',
  'POST /api/admin/passkeys',
  'DELETE /api/admin/passkeys/:id',
  'POST /api/passkey-login/options',
  'POST /api/passkey-login/verify',
  // station pages
  'GET /api/admin/stations/:id/telemetry',
  'GET /api/admin/fleet',
  'GET /api/admin/alerts',
  'GET /api/admin/telemetry/stream',
  // remote commands
  'POST /api/admin/stations/:id/commands',
  'GET /api/admin/stations/:id/commands',
  // work orders
  'GET /api/admin/work-orders',
  'POST /api/admin/work-orders',
  'GET /api/admin/work-orders/report',
  'GET /api/admin/work-orders/staff',
  'GET /api/admin/work-orders/:id',
  'PATCH /api/admin/work-orders/:id',
  'POST /api/admin/work-orders/:id/notes',
  'POST /api/admin/work-orders/:id/replies',
];

/** A signed-in client (its own records only) or staff (any): an invoice and its PDF. */
const SIGNED_IN_ROUTES = ['GET /api/invoices/:id', 'GET /api/invoices/:id/pdf'];

/** What a paired station screen calls with its own token: nobody else may. */
const SCREEN_ROUTES = ['GET /api/screen/playlist', 'POST /api/screen/plays'];

/** The second factor's own routes: the only admin routes a face-check-only token may call. */
const FACE_SCOPE_ROUTES = [
  'POST /api/verify-face',
  'POST /api/verify-face/challenge',
  'POST /api/passkey-login/options',
  'POST /api/passkey-login/verify',
  'POST /api/logout',
];

/**
 * What an admin's call in the sweep below answers, for every admin, staff, first-admin and signed-in
 * route: the exact status (a body of `{}`, ids nobody owns), so an admin wrongly refused (403) or a
 * route answering differently is caught, not only a 401. A new such route is added here.
 */
const ADMIN_STATUS: Readonly<Record<number, readonly string[]>> = {
  // a list, a page, a report, or a passkey/face challenge handed out
  200: [
    'GET /api/admin/alerts',
    'GET /api/admin/billing/revenue',
    'GET /api/admin/contracts',
    'GET /api/admin/espaces',
    'GET /api/admin/espaces/export',
    'GET /api/admin/fleet',
    'GET /api/admin/invoices',
    'GET /api/admin/invoices/totals',
    'GET /api/admin/lockers',
    'GET /api/admin/lockers/export',
    'GET /api/admin/me',
    'GET /api/admin/passkeys',
    'POST /api/admin/passkeys/options',
    'GET /api/admin/questionnaires',
    'GET /api/admin/questionnaires/recipients',
    'GET /api/admin/reclamations',
    'GET /api/admin/reclamations/categories',
    'GET /api/admin/screens',
    'GET /api/admin/site',
    'GET /api/admin/site/versions',
    'GET /api/admin/staff-factors',
    'GET /api/admin/stations',
    'GET /api/admin/stations/export',
    'GET /api/admin/stats',
    'GET /api/admin/telemetry/stats',
    'GET /api/admin/telemetry/stream',
    'GET /api/admin/work-orders',
    'GET /api/admin/work-orders/report',
    'GET /api/admin/work-orders/staff',
    'GET /api/chat/contact-requests',
    'GET /api/chat/unanswered',
    'GET /api/demandes',
    'GET /api/history',
    'GET /api/publicites',
    'GET /api/reclamations-qr',
    'GET /api/reclamations-qr/:id/replies',
    'GET /api/reservations',
    'GET /api/users',
    'GET /api/users/export',
    'POST /api/verify-face/challenge',
  ],
  // publishing the site as it is (the call creates a version)
  201: ['POST /api/admin/site/publish'],
  // sign-out
  204: ['POST /api/logout'],
  // the empty body `{}` (or a required query) fails validation
  400: [
    'PUT /api/admin/billing/clients/:id',
    'POST /api/admin/contracts',
    'POST /api/admin/contracts/:id/end',
    'POST /api/admin/espaces',
    'PUT /api/admin/espaces/:id',
    'POST /api/admin/invoices/:id/cancel',
    'POST /api/admin/invoices/:id/payments',
    'GET /api/admin/invoices/export',
    'POST /api/admin/invoices/run',
    'POST /api/admin/lockers',
    'PUT /api/admin/lockers/:id',
    'GET /api/admin/partners/:clientId/statement',
    'GET /api/admin/partners/:clientId/statement/export',
    'POST /api/admin/passkeys',
    'POST /api/admin/password',
    'POST /api/admin/questionnaires',
    'PATCH /api/admin/reclamations/:id',
    'PUT /api/admin/site',
    'POST /api/admin/staff-factors/:id/reset',
    'PUT /api/admin/staff/:id/role',
    'POST /api/admin/stations',
    'PUT /api/admin/stations/:id',
    'POST /api/admin/stations/:id/commands',
    'POST /api/admin/work-orders',
    'POST /api/admin/work-orders/:id/replies',
    'POST /api/chat/unanswered/resolve',
    'PATCH /api/demandes/:id',
    'PUT /api/demandes/:id',
    'POST /api/faq/add',
    'PUT /api/faq/update/:id',
    'POST /api/passkey-login/verify',
    'PATCH /api/publicites/:id',
    'PUT /api/publicites/:id/pricing',
    'PATCH /api/reclamations-qr/:id',
    'POST /api/reclamations-qr/:id/replies',
    'PUT /api/users/:id',
    'POST /api/users/bulk-delete',
  ],
  // another account's id (999999): nobody may edit it
  403: ['PUT /api/admin/:id'],
  // the unknown id 999999
  404: [
    'GET /api/admin/billing/clients/:id',
    'PUT /api/admin/contracts/:id/commission',
    'POST /api/admin/contracts/:id/renew',
    'DELETE /api/admin/espaces/:id',
    'GET /api/admin/invoices/:id',
    'DELETE /api/admin/lockers/:id',
    'DELETE /api/admin/passkeys/:id',
    'POST /api/admin/site/versions/:id/restore',
    'DELETE /api/admin/stations/:id',
    'GET /api/admin/stations/:id/commands',
    'POST /api/admin/stations/:id/credentials',
    'GET /api/admin/stations/:id/qr.pdf',
    'GET /api/admin/stations/:id/qr.svg',
    'DELETE /api/admin/stations/:id/screen',
    'POST /api/admin/stations/:id/screen',
    'GET /api/admin/stations/:id/screen/playlist',
    'GET /api/admin/stations/:id/telemetry',
    'GET /api/admin/work-orders/:id',
    'PATCH /api/admin/work-orders/:id',
    'POST /api/chat/contact-requests/:id/answered',
    'DELETE /api/demandes/:id',
    'GET /api/demandes/:id/pdf',
    'DELETE /api/faq/delete/:id',
    'GET /api/invoices/:id',
    'GET /api/invoices/:id/pdf',
    'DELETE /api/publicites/:id',
    'GET /api/publicites/:id',
    'GET /api/publicites/:id/report',
    'GET /api/publicites/:id/report/export',
    'GET /api/publicites/:id/targeting',
    'PUT /api/publicites/:id/targeting',
    'DELETE /api/users/:id',
    'POST /api/users/:id/archive',
    'DELETE /api/users/:id/permanent',
    'POST /api/users/:id/restore',
  ],
  // no passkey registered for the caller
  409: ['POST /api/passkey-login/options'],
  // a multipart upload sent as JSON
  415: [
    'POST /api/admin/site/logos',
    'POST /api/admin/work-orders/:id/notes',
    'POST /api/publicites',
    'PUT /api/publicites/:id',
    'POST /api/register',
    'POST /api/verify-face',
  ],
};

const adminStatus = new Map(
  Object.entries(ADMIN_STATUS).flatMap(([status, keys]) =>
    keys.map((key) => [key, Number(status)]),
  ),
);

const t = useTestApp();
const { admin, technician, client } = useAccounts(t, {
  admin: 'admin',
  technician: 'technician',
  client: 'client',
});

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
    // Server-Sent Event streams never end: read the status, then hang up.
    ...(url.endsWith('/stream') ? { payloadAsStream: true } : {}),
  };
  const response = await t.app.inject(
    headers === 'anonymous' ? { ...options, ...xsrf } : { ...options, headers },
  );
  if (url.endsWith('/stream')) response.stream().destroy();
  return response.statusCode;
}

describe('route access inventory', () => {
  it('gives every /api route an access; the public, client, signed-in and face-scope ones are exactly these', () => {
    const undeclared = apiRoutes().filter((route) => !route.access);
    expect(undeclared).toEqual([]);
    const keysWhere = (keep: (route: ReturnType<typeof apiRoutes>[number]) => boolean) =>
      apiRoutes()
        .filter(keep)
        .map((route) => routeKey(route.method, route.url))
        .sort();
    expect(keysWhere((route) => route.access === 'public')).toEqual([...PUBLIC_ROUTES].sort());
    expect(keysWhere((route) => route.access === 'client')).toEqual([...CLIENT_ROUTES].sort());
    expect(keysWhere((route) => route.access === 'staff')).toEqual([...STAFF_ROUTES].sort());
    expect(keysWhere((route) => route.access === 'signed-in')).toEqual(
      [...SIGNED_IN_ROUTES].sort(),
    );
    expect(keysWhere((route) => route.faceScope)).toEqual([...FACE_SCOPE_ROUTES].sort());
    expect(keysWhere((route) => route.access === 'screen')).toEqual([...SCREEN_ROUTES].sort());
    expect(
      keysWhere((route) => !['public', 'client', 'screen'].includes(route.access ?? '')),
    ).toEqual([...adminStatus.keys()].sort());
  });

  /** The plugins that decide who may call a route, without the rest of the app. */
  async function accessPluginsOnly() {
    const app = Fastify();
    app.decorate('config', { jwtSecret: 'x'.repeat(32), jwtTtlSeconds: 60 } as Config);
    // A database nobody queries: no call here carries a token.
    const database = { listen: async () => {} } as unknown as Database;
    await app.register(
      fp(
        async (app) => {
          app.decorate('database', database);
        },
        { name: 'database' },
      ),
    );
    await app.register(auth);
    await app.register(audiences);
    return app;
  }

  it('refuses to start with an /api route registered outside any audience', async () => {
    for (const options of [{}, { config: { access: 'admin' as const } }]) {
      const app = await accessPluginsOnly();
      const start = async () => {
        app.get('/api/forgotten', options, async () => 'open to anyone?');
        await app.ready();
      };
      await expect(start()).rejects.toThrow(
        /GET \/api\/forgotten is registered outside any audience/,
      );
      await app.close();
    }
  });

  it('refuses a route that declares its own access inside an audience', async () => {
    const app = await accessPluginsOnly();
    const start = async () => {
      await app.register(
        audience('public', async (routes) => {
          routes.get('/api/twice', { config: { access: 'admin' } }, async () => 'whose?');
        }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      /GET \/api\/twice declares config.access inside the public audience/,
    );
    await app.close();
  });

  it('lets only admin routes take face-check-only tokens', async () => {
    const app = await accessPluginsOnly();
    const start = async () => {
      await app.register(
        audience('client', async (routes) => {
          routes.get('/api/face', { config: { faceScope: true } }, async () => 'second factor?');
        }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/face: faceScope is for staff routes only/);
    await app.close();
  });

  it("runs the audience's guard before the route's own onRequest hooks", async () => {
    const app = await accessPluginsOnly();
    let reached = false;
    await app.register(
      audience('admin', async (routes) => {
        const onRequest = async () => {
          reached = true;
        };
        routes.get('/api/guarded', { onRequest }, async () => 'staff only');
      }),
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/guarded' })).statusCode).toBe(401);
    expect(reached).toBe(false);
    await app.close();
  });

  it('enforces each declaration for anonymous callers, clients, admins and technicians, without a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, url, access } of apiRoutes()) {
      const key = routeKey(method, url);
      const [clientToken, adminToken, technicianToken] = revokesToken(url)
        ? [
            (await createClientAccount(t.app)).token,
            (await createAdminAccount(t.app)).token,
            (await createTechnicianAccount(t.app)).token,
          ]
        : [client.token, admin.token, technician.token];
      const anonymous = await call(method, url, 'anonymous');
      const asClient = await call(method, url, bearer(clientToken));
      const asAdmin = await call(method, url, bearer(adminToken));
      const asTechnician = await call(method, url, bearer(technicianToken));
      const seen = `${key}: anonymous ${anonymous}, client ${asClient}, admin ${asAdmin}, technician ${asTechnician}`;
      if ([anonymous, asClient, asAdmin, asTechnician].some((status) => status >= 500))
        failures.push(`5xx ${seen}`);
      const refused = (status: number) => status === 401 || status === 403;
      if (access !== 'public' && access !== 'client' && access !== 'screen') {
        const expected = adminStatus.get(key);
        if (asAdmin !== expected)
          failures.push(`admin answered ${asAdmin}, ADMIN_STATUS says ${expected}: ${seen}`);
      }
      const ok =
        access === 'public'
          ? !refused(anonymous)
          : access === 'client'
            ? anonymous === 401 && !refused(asClient) && asAdmin === 403 && asTechnician === 403
            : access === 'signed-in'
              ? // clients and admins; technicians have no billing
                anonymous === 401 && !refused(asClient) && !refused(asAdmin) && asTechnician === 403
              : access === 'screen'
                ? // a screen's own token only: no person's token opens it
                  anonymous === 401 && asClient === 401 && asAdmin === 401 && asTechnician === 401
                : access === 'staff'
                  ? // a technician is answered exactly as an admin (PUT /api/admin/:id refuses both
                    // on another account's id, with the same 403)
                    anonymous === 401 &&
                    asClient === 403 &&
                    asAdmin !== 401 &&
                    asTechnician === asAdmin
                  : // admin, and first-admin once an admin exists
                    anonymous === 401 &&
                    asClient === 403 &&
                    asAdmin !== 401 &&
                    asTechnician === 403;
      if (!ok) failures.push(`${access} ${seen}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("takes a screen's token on the screen routes only", async () => {
    const [station] = await t.app.db
      .insert(stations)
      .values({ reference: `ACCESS-SCREEN-${Date.now()}`, model: 'Mega Charger' })
      .returning();
    const pairing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${station!.id}/screen`,
      headers: bearer(admin.token),
    });
    const screenToken = pairing.json().token as string;
    const failures: string[] = [];
    for (const { method, url, access } of apiRoutes()) {
      if (access === 'public') continue;
      const status = await call(method, url, bearer(screenToken));
      // Elsewhere it is no credential: 401, or the XSRF check's 403 first on writes.
      const ok =
        access === 'screen'
          ? status !== 401 && status !== 403 && status < 500
          : status === 401 || (method !== 'GET' && status === 403);
      if (!ok) failures.push(`${routeKey(method, url)}: screen token ${status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lets a face-check-only token call nothing but the second-factor routes', async () => {
    const failures: string[] = [];
    for (const { method, url, access, faceScope } of apiRoutes()) {
      const key = routeKey(method, url);
      if (access !== 'admin' && access !== 'staff' && access !== 'first-admin') continue;
      const account = revokesToken(url) ? await createAdminAccount(t.app) : admin;
      const faceToken = issueToken(t.app, account.id, 'admin', 'face');
      const status = await call(method, url, bearer(faceToken));
      const allowed = faceScope;
      if (status >= 500 || (allowed ? status === 401 || status === 403 : status !== 403))
        failures.push(`${key}: face-scope ${status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
