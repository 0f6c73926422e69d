import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type admins, auditLog, type clients, type demandes, espaces } from '../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTechnicianAccount,
  createTestApp,
  type TestAccount,
  type TestApp,
  xsrf,
} from './app';
import { multipart } from './images';

type ClientValues = Partial<typeof clients.$inferInsert>;

type AppArgs = Parameters<typeof createTestApp>;

/**
 * `createTestApp(env, ...rest)` for the enclosing `describe` (or the file, at its top): built in a
 * `beforeAll` registered here, so before the caller's own, and closed in an `afterAll`, so after
 * the caller's own. The returned object is filled in when the app is built. `env` may be a function,
 * called in that `beforeAll` (an environment that needs a free port, say).
 */
export function useTestApp(
  env: AppArgs[0] | (() => Promise<AppArgs[0]>) = {},
  configure?: AppArgs[1],
  overrides?: AppArgs[2],
  buildOptions?: AppArgs[3],
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const values = typeof env === 'function' ? await env() : env;
    Object.assign(t, await createTestApp(values, configure, overrides, buildOptions));
  });
  afterAll(() => t.close?.());
  return t;
}

/** One account `useAccounts` creates: its kind, or its kind with the values to insert. */
export type AccountSpec =
  | 'client'
  | 'admin'
  | 'technician'
  | { client: ClientValues }
  | { admin: Partial<typeof admins.$inferInsert> }
  | { technician: Partial<typeof admins.$inferInsert> };

/**
 * Named accounts on `t`'s app, created in a `beforeAll` in the order given (after `t` is built,
 * when `t` came first). Each returned account is filled in place, so it may be destructured at once:
 * `const { alice, admin } = useAccounts(t, { alice: 'client', admin: 'admin' })`.
 */
export function useAccounts<K extends string>(
  t: TestApp,
  specs: Record<K, AccountSpec>,
): Record<K, TestAccount> {
  const accounts = {} as Record<K, TestAccount>;
  for (const name in specs) accounts[name] = {} as TestAccount;
  beforeAll(async () => {
    for (const name in specs) {
      const spec = specs[name];
      const account =
        spec === 'client' || (typeof spec === 'object' && 'client' in spec)
          ? await createClientAccount(t.app, typeof spec === 'object' ? spec.client : {})
          : spec === 'admin' || (typeof spec === 'object' && 'admin' in spec)
            ? await createAdminAccount(t.app, typeof spec === 'object' ? spec.admin : {})
            : await createTechnicianAccount(
                t.app,
                typeof spec === 'object' && 'technician' in spec ? spec.technician : {},
              );
      Object.assign(accounts[name], account);
    }
  });
  return accounts;
}

/** A quote request (`demandes` row) from a café in Sfax, with these values over it. */
export const demandeValues = (overrides: Partial<typeof demandes.$inferInsert> = {}) => ({
  nom: 'Amine Ben Salah',
  email: 'amine@cafe-sfax.tn',
  nomentreprise: 'Café Sfax',
  fonction: 'Gérant',
  tel: '22123456',
  gouvernorat: 'Sfax',
  message: 'Deux Nano Box pour la terrasse.',
  ...overrides,
});

/** What `useAdminFixture` sets up: `t` at once (filled when built), the rest by its `beforeAll`. */
export interface AdminFixture {
  t: TestApp;
  app: FastifyInstance;
  admin: TestAccount;
  client: TestAccount;
  /** A second client, when `otherClient` was asked for. */
  otherClient: TestAccount;
  /** The id of the espace inserted when `espace` was asked for. */
  espaceId: number;
  /** Injects as the admin (its bearer token; the options' own headers replace it). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /**
   * Deletes record `id` at `url` as the admin: 204, the delete of `entity` `id` by the admin in the
   * audit log, and 404 when deleted again.
   */
  expectAuditedDelete: (url: string, entity: string, id: number) => Promise<void>;
}

/**
 * One app for the file (or the enclosing `describe`) on a fresh database with an admin and a client
 * (and, when given, a second client and an espace), closed after it: `useTestApp`, then the accounts.
 */
export function useAdminFixture(
  options: {
    client?: ClientValues;
    otherClient?: ClientValues;
    espace?: typeof espaces.$inferInsert;
  } = {},
): AdminFixture {
  const f = { t: useTestApp() } as AdminFixture;
  beforeAll(async () => {
    f.app = f.t.app;
    f.admin = await createAdminAccount(f.app);
    f.client = await createClientAccount(f.app, options.client);
    if (options.otherClient) f.otherClient = await createClientAccount(f.app, options.otherClient);
    if (options.espace) {
      const [espace] = await f.app.db.insert(espaces).values(options.espace).returning();
      f.espaceId = espace!.id;
    }
    f.inject = (request) => f.app.inject({ headers: bearer(f.admin.token), ...request });
    f.expectAuditedDelete = async (url, entity, id) => {
      expect((await f.inject({ method: 'DELETE', url })).statusCode).toBe(204);
      const [audit] = await f.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit).toMatchObject({ action: 'delete', entity, actorId: f.admin.id });
      expect((await f.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    };
  });
  return f;
}

/**
 * The five routes of a back-office list on `path` (lib/admin-crud-routes.ts), on record 1 for an
 * item, with `payload` as the add's and the edit's body.
 */
export const adminCrudRouteList = (path: string, payload: object) =>
  [
    { method: 'GET', url: path },
    { method: 'GET', url: `${path}/export` },
    { method: 'POST', url: path, payload },
    { method: 'PUT', url: `${path}/1`, payload },
    { method: 'DELETE', url: `${path}/1` },
  ] as const;

/**
 * POST /api/chat as the chat widget sends it: a multipart form with the XSRF pair, plus these
 * headers, from `remoteAddress` when given (the per-visitor rate limit).
 */
export function postChat(
  app: FastifyInstance,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: body.payload,
    headers: { ...body.headers, ...xsrf.headers, ...options.headers },
    cookies: xsrf.cookies,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/**
 * Opens a Server-Sent Event stream of a listening `app` over real HTTP as `token`'s account
 * (expects 200 and the event-stream type); `until(needle)` reads until the text holds `needle`.
 */
export async function openEventStream(app: FastifyInstance, url: string, token: string) {
  const { port } = app.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = response.body!.getReader();
  let text = '';
  return {
    async until(needle: string) {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    },
    close: () => controller.abort(),
  };
}

/**
 * `call(method, url, token?, payload?, lang, remoteAddress?)` as the web app sends it: the XSRF
 * pair, the language, and the bearer token when one is given; from `remoteAddress` when given (the
 * per-address rate limits). `app` is read at call time.
 */
export function xsrfCaller(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    payload?: unknown,
    lang = 'fr',
    remoteAddress?: string,
  ) =>
    app().inject({
      method,
      url,
      payload: payload as object | undefined,
      ...(remoteAddress ? { remoteAddress } : {}),
      cookies: xsrf.cookies,
      headers: { ...xsrf.headers, 'accept-language': lang, ...(token ? bearer(token) : {}) },
    });
}

/**
 * Expects `route` to refuse an anonymous caller with 401 (sent with the XSRF pair, so the XSRF
 * check is not what refuses) and each of `clientTokens` with 403; returns the clients' answers.
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  route: InjectOptions,
  clientTokens: string[],
): Promise<LightMyRequestResponse[]> {
  expect((await app.inject({ ...route, ...xsrf })).statusCode).toBe(401);
  const refused: LightMyRequestResponse[] = [];
  for (const token of clientTokens) {
    const response = await app.inject({ ...route, headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    refused.push(response);
  }
  return refused;
}
