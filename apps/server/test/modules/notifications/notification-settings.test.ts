import { describe, expect, it } from 'vitest';
import { bearer, createAdminAccount, createClientAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

/** The signed-in client's notification settings (`/api/me/settings`, src/modules/notifications). */
describe('client notification settings', () => {
  const t = useTestApp();

  const settingsOf = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/settings', headers: bearer(token) });

  it('saves settings per account; they survive sign-out and do not leak to another client', async () => {
    const a = await createClientAccount(t.app);
    const b = await createClientAccount(t.app);
    const initial = await settingsOf(a.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().newsletter).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: bearer(a.token),
      payload: { newsletter: true, emailOnReclamation: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ newsletter: true, emailOnReclamation: false });

    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/signout',
      headers: bearer(a.token),
    });
    expect(signout.statusCode).toBe(204);
    // The old token is revoked at once.
    const stale = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(stale.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: a.email, password: a.password },
      remoteAddress: '10.5.0.1',
      cookies: xsrf.cookies,
      headers: { ...xsrf.headers, 'accept-language': 'fr' },
    });
    const fresh = await settingsOf(again.json().token);
    expect(fresh.json()).toMatchObject({ newsletter: true, emailOnReclamation: false });

    const other = await settingsOf(b.token);
    expect(other.json()).toMatchObject({ newsletter: false, emailOnReclamation: true });
  });

  it('refuses unknown settings, non-boolean values, and anonymous or admin callers', async () => {
    const a = await createClientAccount(t.app);
    const put = (payload: unknown, headers: Record<string, string> = bearer(a.token)) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: { ...xsrf.headers, ...headers },
        cookies: xsrf.cookies,
        payload: payload as object,
      });
    expect((await put({ isAdmin: true })).statusCode).toBe(400);
    expect((await put({ newsletter: 'yes' })).statusCode).toBe(400);
    expect((await put({ newsletter: true }, {})).statusCode).toBe(401);
    const admin = await createAdminAccount(t.app);
    expect((await put({ newsletter: true }, bearer(admin.token))).statusCode).toBe(403);
    const stored = await settingsOf(a.token);
    expect(stored.json().newsletter).toBe(false);
  });
});
