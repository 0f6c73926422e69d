import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, clients } from '../../src/db/schema';
import { createTokenService } from '../../src/lib/tokens';
import { audience } from '../../src/plugins/application/audience';
import { authOf } from '../../src/plugins/application/auth';
import { bearer, createAdminAccount, createClientAccount, issueToken } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

describe("authenticate + the audiences' guards", () => {
  const t = useTestApp({}, async (app) => {
    await app.register(
      audience('client', async (app) => {
        app.get('/api/test/client', async (request) => ({ id: authOf(request).id }));
      }),
    );
    await app.register(
      audience('admin', async (app) => {
        app.get('/api/test/admin', async (request) => ({ id: authOf(request).id }));
        app.get('/api/test/face', { config: { faceScope: true } }, async (request) =>
          authOf(request),
        );
      }),
    );
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('refuses anonymous calls with 401', async () => {
    expect((await get('/api/test/client')).statusCode).toBe(401);
    expect((await get('/api/test/admin')).statusCode).toBe(401);
  });

  it('refuses garbage and forged tokens with 401', async () => {
    expect((await get('/api/test/client', 'not.a.token')).statusCode).toBe(401);
    const forged = createTokenService('x'.repeat(48), 60).issue({
      sub: '1',
      role: 'admin',
      scope: 'full',
      tv: 0,
    });
    expect((await get('/api/test/admin', forged)).statusCode).toBe(401);
  });

  it('refuses an expired token with a specific message', async () => {
    const client = await createClientAccount(t.app);
    const expired = createTokenService(t.app.config.jwtSecret, 1).issue({
      sub: String(client.id),
      role: 'client',
      scope: 'full',
      tv: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await get('/api/test/client', expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('error.tokenExpired');
  });

  it('lets each role through only its own routes (403 otherwise)', async () => {
    const client = await createClientAccount(t.app);
    const admin = await createAdminAccount(t.app);
    expect((await get('/api/test/client', client.token)).json()).toEqual({ id: client.id });
    expect((await get('/api/test/admin', admin.token)).json()).toEqual({ id: admin.id });
    expect((await get('/api/test/admin', client.token)).statusCode).toBe(403);
    expect((await get('/api/test/client', admin.token)).statusCode).toBe(403);
  });

  it('limits a face-check token to the routes that allow it', async () => {
    const admin = await createAdminAccount(t.app);
    const faceToken = issueToken(t.app, admin.id, 'admin', 'face');
    expect((await get('/api/test/admin', faceToken)).statusCode).toBe(403);
    const response = await get('/api/test/face', faceToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.id, scope: 'face' });
  });

  it('revokes earlier tokens when the account token version moves (sign-out)', async () => {
    const admin = await createAdminAccount(t.app);
    await t.app.db.update(admins).set({ tokenVersion: 1 }).where(eq(admins.id, admin.id));
    expect((await get('/api/test/admin', admin.token)).statusCode).toBe(401);
  });

  it('refuses tokens of deleted or archived clients', async () => {
    const client = await createClientAccount(t.app);
    await t.app.db.update(clients).set({ status: 'deleted' }).where(eq(clients.id, client.id));
    expect((await get('/api/test/client', client.token)).statusCode).toBe(401);
  });
});
