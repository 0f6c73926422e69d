import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, passkeyChallenges } from '../../../src/db/schema';
import { createFaceEngine } from '../../../src/modules/admins/face/face-engine';
import { recoverAdminFromCli } from '../../../src/modules/admins/recover-admin';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  issueToken,
  type TestAccount,
  xsrf,
} from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';
import { turningReferencePhoto } from '../../helpers/head-turn-frames';
import { createSoftAuthenticator } from '../../helpers/soft-authenticator';

// Passkeys: enrolled from the profile (full token), then the second factor of login instead of
// the face check (the face-check token that POST /api/login gives).
const t = useTestApp({ ADMIN_FACE_CHECK: 'required' });
let origin: string;
beforeAll(async () => {
  origin = new URL(t.app.config.publicUrl).origin;
});

const faceToken = (account: TestAccount) => issueToken(t.app, account.id, 'admin', 'face');
let address = 0;
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
    remoteAddress: `10.2.${Math.floor(address / 250)}.${address++ % 250}`,
  });

async function enrol(account: TestAccount, name = 'Clé USB') {
  const authenticator = createSoftAuthenticator(origin);
  const options = (await post('/api/admin/passkeys/options', account.token)).json();
  const response = await post('/api/admin/passkeys', account.token, {
    challengeId: options.challengeId,
    name,
    response: authenticator.register(options.options),
  });
  expect(response.statusCode).toBe(201);
  return { authenticator, passkey: response.json() as { id: number; name: string } };
}

async function loginOptions(token: string) {
  const response = await post('/api/passkey-login/options', token);
  expect(response.statusCode).toBe(200);
  return response.json() as { challengeId: string; options: Record<string, unknown> };
}

describe('passkey enrolment', () => {
  it('enrols one or more passkeys and lists them', async () => {
    const account = await createAdminAccount(t.app);
    const first = await enrol(account, 'Clé USB');
    await enrol(account, 'Téléphone');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/passkeys',
      headers: bearer(account.token),
    });
    expect(
      list
        .json()
        .map((key: { name: string }) => key.name)
        .sort(),
    ).toEqual(['Clé USB', 'Téléphone']);
    expect(first.passkey.name).toBe('Clé USB');
  });

  it('refuses a spent challenge, a forged answer and a bad name, storing nothing', async () => {
    const account = await createAdminAccount(t.app);
    const authenticator = createSoftAuthenticator(origin);
    const options = (await post('/api/admin/passkeys/options', account.token)).json();
    const badName = await post('/api/admin/passkeys', account.token, {
      challengeId: options.challengeId,
      name: '   ',
      response: authenticator.register(options.options),
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().fieldErrors.name).toBe('Donnez un nom de 1 à 80 caractères à cette clé.');
    const forged = await post('/api/admin/passkeys', account.token, {
      challengeId: options.challengeId,
      name: 'Clé',
      response: { id: 'x', response: { clientDataJSON: 'e30' } },
    });
    expect(forged.statusCode).toBe(403);
    // The challenge was spent by the forged attempt.
    const late = await post('/api/admin/passkeys', account.token, {
      challengeId: options.challengeId,
      name: 'Clé',
      response: authenticator.register(options.options),
    });
    expect(late.statusCode).toBe(409);
    // An answer to another challenge (wrong origin too) is refused.
    const fresh = (await post('/api/admin/passkeys/options', account.token)).json();
    const elsewhere = createSoftAuthenticator('https://evil.example');
    const phished = await post('/api/admin/passkeys', account.token, {
      challengeId: fresh.challengeId,
      name: 'Clé',
      response: elsewhere.register(fresh.options),
    });
    expect(phished.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/passkeys',
      headers: bearer(account.token),
    });
    expect(list.json()).toEqual([]);
  });
});

describe('login with a passkey', () => {
  it('completes the login: full token and the full admin object', async () => {
    const account = await createAdminAccount(t.app, { image: 'photo.jpg' });
    const { authenticator } = await enrol(account);
    const pending = faceToken(account);
    const options = await loginOptions(pending);
    const response = await post('/api/passkey-login/verify', pending, {
      challengeId: options.challengeId,
      response: authenticator.sign(options.options),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.image).toBe('photo.jpg');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(response.json().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a replayed answer, a stale signature, a counter that does not grow, an expired challenge', async () => {
    const account = await createAdminAccount(t.app);
    const { authenticator } = await enrol(account);
    const pending = faceToken(account);
    const options = await loginOptions(pending);
    const signed = authenticator.sign(options.options);
    const body = { challengeId: options.challengeId, response: signed };
    expect((await post('/api/passkey-login/verify', pending, body)).statusCode).toBe(200);
    const replay = await post('/api/passkey-login/verify', pending, body);
    expect(replay.statusCode).toBe(409);
    const next = await loginOptions(pending);
    const stale = await post('/api/passkey-login/verify', pending, {
      challengeId: next.challengeId,
      response: signed,
    });
    expect(stale.statusCode).toBe(403);
    const again = await loginOptions(pending);
    const cloned = await post('/api/passkey-login/verify', pending, {
      challengeId: again.challengeId,
      response: authenticator.sign(again.options, { keepCounter: true }),
    });
    expect(cloned.statusCode).toBe(403);
    const late = await loginOptions(pending);
    await t.app.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.id, late.challengeId));
    const expired = await post('/api/passkey-login/verify', pending, {
      challengeId: late.challengeId,
      response: authenticator.sign(late.options),
    });
    expect(expired.statusCode).toBe(409);
  });

  it('refuses a credential that is not the account’s, and one that was removed', async () => {
    const account = await createAdminAccount(t.app);
    const colleague = await createAdminAccount(t.app);
    const { authenticator, passkey } = await enrol(account);
    const theirs = await enrol(colleague);
    const pending = faceToken(account);
    let options = await loginOptions(pending);
    const unknown = createSoftAuthenticator(origin);
    const wrong = await post('/api/passkey-login/verify', pending, {
      challengeId: options.challengeId,
      response: unknown.sign(options.options),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Clé d’accès refusée.');
    options = await loginOptions(pending);
    const colleagues = await post('/api/passkey-login/verify', pending, {
      challengeId: options.challengeId,
      response: theirs.authenticator.sign(options.options),
    });
    expect(colleagues.statusCode).toBe(403);
    // Someone else's passkey cannot be removed; one's own can.
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/passkeys/${theirs.passkey.id}`,
      headers: bearer(account.token),
    });
    expect(foreignDelete.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/passkeys/${passkey.id}`,
      headers: bearer(account.token),
    });
    expect(removed.statusCode).toBe(204);
    const none = await post('/api/passkey-login/options', pending);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Aucune clé d’accès n’est enregistrée pour ce compte.');
    await enrol(account, 'Nouvelle clé');
    options = await loginOptions(pending);
    const gone = await post('/api/passkey-login/verify', pending, {
      challengeId: options.challengeId,
      response: authenticator.sign(options.options),
    });
    expect(gone.statusCode).toBe(403);
  });
});

describe('login during a password-guessing attack (issue 28 §4)', () => {
  it('the owner’s password plus passkey still get in while other addresses hammer the account', async () => {
    const account = await createAdminAccount(t.app);
    const { authenticator } = await enrol(account);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password },
        headers: xsrf.headers,
        cookies: xsrf.cookies,
        remoteAddress,
      });
    for (let attacker = 0; attacker < 8; attacker++)
      for (let i = 0; i < 5; i++) await attempt('guess-guess', `198.51.100.${attacker}`);
    const password = await attempt(account.password, '192.0.2.10');
    expect(password.statusCode).toBe(200);
    expect(password.json().faceCheckRequired).toBe(true);
    const pending = password.json().token as string;
    const options = await loginOptions(pending);
    const verified = await post('/api/passkey-login/verify', pending, {
      challengeId: options.challengeId,
      response: authenticator.sign(options.options),
    });
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(verified.json().token),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('who may call the passkey routes', () => {
  it('anonymous 401, client 403, face-check token only on the login routes', async () => {
    const account = await createAdminAccount(t.app);
    const client = await createClientAccount(t.app);
    const pending = faceToken(account);
    const profileRoutes: [string, string][] = [
      ['GET', '/api/admin/passkeys'],
      ['POST', '/api/admin/passkeys/options'],
      ['POST', '/api/admin/passkeys'],
      ['DELETE', '/api/admin/passkeys/1'],
      ['GET', '/api/admin/staff-factors'],
      ['POST', `/api/admin/staff-factors/${account.id}/reset`],
    ];
    const loginRoutes: [string, string][] = [
      ['POST', '/api/passkey-login/options'],
      ['POST', '/api/passkey-login/verify'],
    ];
    const call = (method: string, url: string, headers: Record<string, string>) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers,
        cookies: xsrf.cookies,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    for (const [method, url] of [...profileRoutes, ...loginRoutes]) {
      expect((await call(method, url, { ...xsrf.headers })).statusCode, url).toBe(401);
      expect((await call(method, url, bearer(client.token))).statusCode, url).toBe(403);
    }
    for (const [method, url] of profileRoutes) {
      expect((await call(method, url, bearer(pending))).statusCode, url).toBe(403);
    }
    for (const [method, url] of loginRoutes) {
      expect([400, 409]).toContain((await call(method, url, bearer(pending))).statusCode);
    }
  });
});

describe('staff factors overview', () => {
  it('shows each account’s factors and resets them, signing the account out', async () => {
    const manager = await createAdminAccount(t.app);
    const account = await createAdminAccount(t.app, {
      faceDescriptor: Array.from({ length: 128 }, () => 0.1),
    });
    await enrol(account);
    const overview = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/staff-factors',
          headers: bearer(manager.token),
        })
      ).json() as { id: number; faceReference: boolean; passkeys: number }[];
    expect((await overview()).find((row) => row.id === account.id)).toMatchObject({
      faceReference: true,
      passkeys: 1,
    });
    const reset = await post(`/api/admin/staff-factors/${account.id}/reset`, manager.token, {
      passkeys: true,
      face: true,
    });
    expect(reset.statusCode).toBe(204);
    expect((await overview()).find((row) => row.id === account.id)).toMatchObject({
      faceReference: false,
      passkeys: 0,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, account.id));
    expect(row?.faceDescriptor).toBeNull();
    const missing = await post('/api/admin/staff-factors/999999/reset', manager.token, {
      passkeys: true,
      face: false,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post(`/api/admin/staff-factors/${account.id}/reset`, manager.token, {
      passkeys: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('operator recovery (npm run admin:reset-factors)', () => {
  it('removes the passkeys, signs the account out and replaces the face reference', async () => {
    const account = await createAdminAccount(t.app);
    await enrol(account);
    const face = createFaceEngine();
    try {
      const result = await recoverAdminFromCli(t.app, face, {
        email: account.email.toUpperCase(),
        image: await turningReferencePhoto(),
      });
      expect(result.photoReplaced).toBe(true);
    } finally {
      await face.close();
    }
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, account.id));
    expect(row?.faceDescriptor).toHaveLength(128);
    expect(row?.faceHash).toHaveLength(64);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(401);
    const manager = await createAdminAccount(t.app);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/uploads/${row?.image}`,
      headers: bearer(manager.token),
    });
    expect(photo.headers['cache-control']).toBe('private, no-store');
    await expect(
      recoverAdminFromCli(t.app, createFaceEngine(), { email: 'nobody@example.tn' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  }, 60_000);
});
