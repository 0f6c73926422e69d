import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLinks, clients } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  type TestAccount,
  xsrf,
} from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

// Issue 28 §6: change and recover a password, edit the profile, change the e-mail; every password
// change ends the account's other sessions and live streams.
const t = useTestApp({ HOST: '127.0.0.1' });
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

let address = 0;
const freshAddress = () => `10.44.${Math.floor(address / 250)}.${address++ % 250}`;

/** A call as anonymous (XSRF pair) or with a bearer token, from a fresh address. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; payload?: object; language?: string; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? bearer(options.token) : xsrf.headers),
      'accept-language': options.language ?? 'fr',
    },
    ...(options.token ? {} : { cookies: xsrf.cookies }),
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });

/** The mails written to the outbox for `to`, decoded (quoted-printable soft breaks and escapes). */
async function readMails(to: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return mails
    .filter((mail) => mail.includes(`To: ${to}`))
    .map((mail) =>
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

/**
 * The mails to `to` once `expected` of them arrived (they are sent after the 202), plus a moment
 * for any further one to show up, so that "exactly n" and "none" are meaningful.
 */
async function mailsTo(to: string, expected: number): Promise<string[]> {
  await vi.waitFor(
    async () => expect((await readMails(to)).length).toBeGreaterThanOrEqual(expected),
    { timeout: 10_000, interval: 25 },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readMails(to);
}

function linkToken(mail: string, page: string): string {
  const match = mail.match(
    new RegExp(`https?://[^\\s]+${page}\\?lang=(?:fr|en)#token=([A-Za-z0-9_-]+)`),
  );
  if (!match?.[1]) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

/** Opens a live stream; `ended` resolves true once the server closes it, false after 5 s. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      while (!(await reader.read()).done) {
        /* events */
      }
      return true;
    } catch {
      return false;
    }
  })();
  return {
    ended: () =>
      Promise.race([
        ended,
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            controller.abort();
            resolve(false);
          }, 5_000).unref(),
        ),
      ]),
  };
}

const me = (token: string) => call('GET', '/api/me', { token });

describe('client profile', () => {
  const profile = {
    fullName: 'Leila Mansour',
    phone: '98765432',
    job: 'Directrice',
    companyName: 'Hôtel Djerba',
    governorate: 'Médenine',
    city: 'Houmt Souk',
  };

  it('saves the own profile, not the e-mail', async () => {
    const client = await createClientAccount(t.app);
    const saved = await call('PUT', '/api/me', { token: client.token, payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toEqual({ id: client.id, email: client.email, ...profile });
    expect((await me(client.token)).json().user).toEqual({
      id: client.id,
      email: client.email,
      ...profile,
    });
  });

  it('refuses bad input with localized field messages, storing nothing', async () => {
    const client = await createClientAccount(t.app);
    const bad = await call('PUT', '/api/me', {
      token: client.token,
      payload: { ...profile, phone: '123', fullName: '  ', governorate: 'Atlantis' },
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      phone: 'Please enter a valid phone number (8 digits).',
      fullName: 'Full name is required.',
    });
    expect((await me(client.token)).json().user.fullName).toBe('Amine Ben Salah');
    // An e-mail in the body is not a field of this form.
    const sneaky = await call('PUT', '/api/me', {
      token: client.token,
      payload: { ...profile, email: 'pirate@example.tn' },
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().user.email).toBe(client.email);
  });

  it('anonymous 401, staff 403', async () => {
    const admin = await createAdminAccount(t.app);
    expect((await call('PUT', '/api/me', { payload: profile })).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/me', { token: admin.token, payload: profile })).statusCode,
    ).toBe(403);
  });
});

describe('client password change', () => {
  it('needs the current password; ends every other session and stream; the answer’s token goes on', async () => {
    const client = await createClientAccount(t.app);
    const otherDevice = (
      await call('POST', '/api/signin', {
        payload: { email: client.email, password: client.password },
      })
    ).json().token as string;
    const stream = await openStream('/api/stations/stream', otherDevice);

    const wrong = await call('POST', '/api/me/password', {
      token: client.token,
      payload: { currentPassword: 'not-mine', newPassword: 'nouveau-secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'account.currentPasswordWrong',
      fieldErrors: { currentPassword: 'Le mot de passe actuel est incorrect.' },
    });
    expect((await me(otherDevice)).statusCode).toBe(200);

    const short = await call('POST', '/api/me/password', {
      token: client.token,
      payload: { currentPassword: client.password, newPassword: '123' },
      language: 'en',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe('Password is required (min 6 characters).');

    const changed = await call('POST', '/api/me/password', {
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'nouveau-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await stream.ended()).toBe(true);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(client.token)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
    const oldPassword = await call('POST', '/api/signin', {
      payload: { email: client.email, password: client.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call('POST', '/api/signin', {
      payload: { email: client.email, password: 'nouveau-secret' },
    });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe('client forgotten password', () => {
  const forgot = (email: string, language = 'fr') =>
    call('POST', '/api/password/forgot', { payload: { email }, language });

  it('answers the same for a known and an unknown address; mails a single-use link to the known one', async () => {
    const client = await createClientAccount(t.app);
    const signedIn = await openStream('/api/stations/stream', client.token);
    const unknown = await forgot(`nobody-${Date.now()}@example.tn`);
    const known = await forgot(client.email.toUpperCase(), 'en');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const [mail, ...more] = await mailsTo(client.email, 1);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('valid for 30 minutes, once');
    const token = linkToken(mail!, '/reinitialiser-mot-de-passe');

    // Only the token's SHA-256 is stored.
    const [stored] = await t.app.db
      .select()
      .from(accountLinks)
      .where(eq(accountLinks.accountId, client.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60 * 1000);

    const reset = await call('POST', '/api/password/reset', {
      payload: { token, password: 'mot-de-passe-neuf' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await signedIn.ended()).toBe(true);
    expect((await me(client.token)).statusCode).toBe(401);
    const again = await call('POST', '/api/password/reset', {
      payload: { token, password: 'encore-autre' },
      language: 'en',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This link is no longer valid (expired, already used or incomplete). Ask for a new one.',
    );
    const signin = await call('POST', '/api/signin', {
      payload: { email: client.email, password: 'mot-de-passe-neuf' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses an expired link, a forged one and a superseded one', async () => {
    const client = await createClientAccount(t.app);
    await forgot(client.email);
    const first = linkToken((await mailsTo(client.email, 1))[0]!, '/reinitialiser-mot-de-passe');
    await forgot(client.email);
    const mails = await mailsTo(client.email, 2);
    expect(mails).toHaveLength(2);
    const second = mails
      .map((mail) => linkToken(mail, '/reinitialiser-mot-de-passe'))
      .find((token) => token !== first)!;
    const superseded = await call('POST', '/api/password/reset', {
      payload: { token: first, password: 'mot-de-passe-neuf' },
    });
    expect(superseded.statusCode).toBe(400);
    const forged = await call('POST', '/api/password/reset', {
      payload: { token: `${second.slice(0, -2)}AA`, password: 'mot-de-passe-neuf' },
    });
    expect(forged.statusCode).toBe(400);
    await t.app.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.accountId, client.id));
    const expired = await call('POST', '/api/password/reset', {
      payload: { token: second, password: 'mot-de-passe-neuf' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('account.linkInvalid');
    // The password did not change.
    const signin = await call('POST', '/api/signin', {
      payload: { email: client.email, password: client.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('mails at most 3 links an hour per account and limits each address', async () => {
    const client = await createClientAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await forgot(client.email)).statusCode).toBe(202);
    expect(await mailsTo(client.email, 3)).toHaveLength(3);
    const from = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call('POST', '/api/password/forgot', {
            payload: { email: `x${i}@example.tn` },
            remoteAddress: from,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('sends nothing for an archived account; a staff link does not reset a client', async () => {
    const archived = await createClientAccount(t.app, { status: 'archived' });
    await forgot(archived.email);
    const admin = await createAdminAccount(t.app);
    await call('POST', '/api/staff-password/forgot', { payload: { email: admin.email } });
    const staffToken = linkToken(
      (await mailsTo(admin.email, 1))[0]!,
      '/admin-reinitialiser-mot-de-passe',
    );
    // Asked before the staff mail, which has arrived: none came for the archived account.
    expect(await readMails(archived.email)).toEqual([]);
    const crossed = await call('POST', '/api/password/reset', {
      payload: { token: staffToken, password: 'mot-de-passe-neuf' },
    });
    expect(crossed.statusCode).toBe(400);
  });
});

describe('client e-mail change', () => {
  it('mails a link to the new address; the account switches only once it is opened', async () => {
    const client = await createClientAccount(t.app);
    const newEmail = `nouvelle-${Date.now()}@example.tn`;
    const wrong = await call('POST', '/api/me/email', {
      token: client.token,
      payload: { email: newEmail, currentPassword: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('account.currentPasswordWrong');
    const asked = await call('POST', '/api/me/email', {
      token: client.token,
      payload: { email: newEmail.toUpperCase(), currentPassword: client.password },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await mailsTo(newEmail, 1);
    expect(await readMails(client.email)).toEqual([]);
    expect(mail).toContain('Subject: Confirmez votre nouvelle adresse email');
    const token = linkToken(mail!, '/confirmer-email');
    expect((await me(client.token)).json().user.email).toBe(client.email);

    const confirmed = await call('POST', '/api/email/confirm', { payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await me(client.token)).json().user.email).toBe(newEmail);
    expect((await call('POST', '/api/email/confirm', { payload: { token } })).statusCode).toBe(400);
    const signin = await call('POST', '/api/signin', {
      payload: { email: newEmail, password: client.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses an address another account uses, and the same address', async () => {
    const client = await createClientAccount(t.app);
    const other = await createClientAccount(t.app);
    const taken = await call('POST', '/api/me/email', {
      token: client.token,
      payload: { email: other.email, currentPassword: client.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('auth.emailTaken');
    const same = await call('POST', '/api/me/email', {
      token: client.token,
      payload: { email: client.email, currentPassword: client.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('account.emailUnchanged');
  });

  it('a link whose address was taken meanwhile is refused with 409', async () => {
    const client = await createClientAccount(t.app);
    const newEmail = `course-${Date.now()}@example.tn`;
    await call('POST', '/api/me/email', {
      token: client.token,
      payload: { email: newEmail, currentPassword: client.password },
    });
    const token = linkToken((await mailsTo(newEmail, 1))[0]!, '/confirmer-email');
    await createClientAccount(t.app, { email: newEmail });
    const confirmed = await call('POST', '/api/email/confirm', { payload: { token } });
    expect(confirmed.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.email).toBe(client.email);
  });
});

describe('staff password change and reset', () => {
  const adminMe = (token: string) => call('GET', '/api/admin/me', { token });

  it('changes the password with the current one; other sessions and the fleet stream end', async () => {
    const admin = await createAdminAccount(t.app);
    const stream = await openStream('/api/admin/telemetry/stream', admin.token);
    const wrong = await call('POST', '/api/admin/password', {
      token: admin.token,
      payload: { currentPassword: 'nope', newPassword: 'nouveau-secret-staff' },
    });
    expect(wrong.statusCode).toBe(400);
    const short = await call('POST', '/api/admin/password', {
      token: admin.token,
      payload: { currentPassword: admin.password, newPassword: 'court' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBe(
      'Le mot de passe est requis (8 caractères minimum).',
    );
    const changed = await call('POST', '/api/admin/password', {
      token: admin.token,
      payload: { currentPassword: admin.password, newPassword: 'nouveau-secret-staff' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await stream.ended()).toBe(true);
    expect((await adminMe(admin.token)).statusCode).toBe(401);
    expect((await adminMe(changed.json().token)).statusCode).toBe(200);
    const login = await call('POST', '/api/login', {
      payload: { email: admin.email, password: 'nouveau-secret-staff' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('resets a forgotten staff password with a single-use link; same answer for unknown addresses', async () => {
    const admin = await createAdminAccount(t.app);
    const unknown = await call('POST', '/api/staff-password/forgot', {
      payload: { email: `personne-${Date.now()}@example.tn` },
    });
    const known = await call('POST', '/api/staff-password/forgot', {
      payload: { email: admin.email },
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const token = linkToken(
      (await mailsTo(admin.email, 1))[0]!,
      '/admin-reinitialiser-mot-de-passe',
    );
    const reset = await call('POST', '/api/staff-password/reset', {
      payload: { token, password: 'nouveau-secret-staff' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await adminMe(admin.token)).statusCode).toBe(401);
    const again = await call('POST', '/api/staff-password/reset', {
      payload: { token, password: 'autre-secret-staff' },
    });
    expect(again.statusCode).toBe(400);
    const login = await call('POST', '/api/login', {
      payload: { email: admin.email, password: 'nouveau-secret-staff' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('clients cannot call the staff password change; anonymous neither', async () => {
    const client: TestAccount = await createClientAccount(t.app);
    const payload = { currentPassword: 'x', newPassword: 'nouveau-secret-staff' };
    expect(
      (await call('POST', '/api/admin/password', { token: client.token, payload })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/password', { payload })).statusCode).toBe(401);
  });
});
