import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../../src/db/schema';
import { createAccountLockout, SIGNIN_LOCK_MS } from '../../../src/modules/auth/account-lockout';
import { bearer, createAdminAccount, createClientAccount } from '../../helpers/app';
import { useTestApp, xsrfCaller } from '../../helpers/fixtures';

const validSignup = {
  companyName: 'Café Sfax',
  fullName: 'Amine Ben Salah',
  job: 'Gérant',
  governorate: 'Sfax',
  city: 'Sfax',
  email: 'Amine@Example.tn',
  phone: '22123456',
  password: 'secret1',
};

describe('client sign-up, sign-in and profile', () => {
  const t = useTestApp();

  const call = xsrfCaller(() => t.app);
  /** A sign-up or sign-in from `ip` (each test has its own, for the per-address rate limits). */
  const signup = (payload: object, lang: string, ip: string) =>
    call('POST', '/api/signup', undefined, payload, lang, ip);
  const signin = (credentials: { email: string; password: string }, lang: string, ip: string) =>
    call('POST', '/api/signin', undefined, credentials, lang, ip);

  /** Runs `refusals` and checks that they stored no account. */
  const storesNothing = async (refusals: () => Promise<void>) => {
    const count = async () => (await t.app.db.select().from(clients)).length;
    const before = await count();
    await refusals();
    expect(await count()).toBe(before);
  };

  it('signs up, stores a lower-case email and an argon2 hash, then signs in', async () => {
    const res = await signup(validSignup, 'fr', '10.1.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'amine@example.tn' });
    const [row] = await t.app.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'amine@example.tn'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const signedIn = await signin(
      { email: 'AMINE@example.tn', password: 'secret1' },
      'fr',
      '10.1.0.1',
    );
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: row!.id,
        fullName: 'Amine Ben Salah',
        email: 'amine@example.tn',
        phone: '22123456',
        governorate: 'Sfax',
        companyName: 'Café Sfax',
        job: 'Gérant',
        city: 'Sfax',
      },
    });
  });

  it('refuses a taken email case-insensitively with 409 and a clear message', () =>
    storesNothing(async () => {
      const res = await signup({ ...validSignup, email: 'AMINE@EXAMPLE.TN' }, 'en', '10.1.0.2');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'auth.emailTaken',
        fieldErrors: { email: expect.stringContaining('already exists') },
      });
    }));

  it('answers every sign-up rule with its message (EN) and stores nothing', () =>
    storesNothing(async () => {
      const res = await signup(
        {
          companyName: ' ',
          fullName: '',
          job: '',
          governorate: 'Atlantis',
          city: '',
          email: 'not-an-email',
          phone: '1234567',
          password: '12345',
        },
        'en',
        '10.1.0.3',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        companyName: 'Company name is required.',
        fullName: 'Full name is required.',
        job: 'Job is required.',
        governorate: 'Unknown governorate: give one of the 24 governorates of Tunisia.',
        city: 'City is required.',
        email: 'Please enter a valid email.',
        phone: 'Please enter a valid phone number (8 digits).',
        password: 'Password is required (min 6 characters).',
      });
    }));

  it('refuses missing fields, wrong types and 1 MB strings with 400', () =>
    storesNothing(async () => {
      const missing = await signup({}, 'fr', '10.1.0.4');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors.companyName).toBe('Le nom de l’entreprise est requis.');
      const wrongTypes = {
        ...validSignup,
        email: 'x@example.tn',
        phone: 22123456,
        password: ['a'],
      };
      expect((await signup(wrongTypes, 'fr', '10.1.0.4')).statusCode).toBe(400);
      const huge = { ...validSignup, email: 'y@example.tn', companyName: 'a'.repeat(1_000_000) };
      expect([400, 413]).toContain((await signup(huge, 'fr', '10.1.0.4')).statusCode);
    }));

  it('accepts all 24 governorates and refuses a phone with letters', async () => {
    const tozeur = { ...validSignup, email: 'tozeur@example.tn', governorate: 'Tozeur' };
    expect((await signup(tozeur, 'fr', '10.1.0.5')).statusCode).toBe(201);
    const letters = { ...validSignup, email: 'phone@example.tn', phone: '2212345a' };
    expect((await signup(letters, 'fr', '10.1.0.5')).statusCode).toBe(400);
  });

  it('answers a wrong password or unknown email with 401 "Email ou mot de passe incorrect."', async () => {
    for (const credentials of [
      { email: 'amine@example.tn', password: 'nope-nope' },
      { email: 'ghost@example.tn', password: 'whatever' },
    ]) {
      const refused = await signin(credentials, 'fr', '10.2.0.1');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Email ou mot de passe incorrect.');
    }
    const invalid = await signin({ email: 'x', password: '' }, 'en', '10.2.0.1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      email: 'Please enter a valid email.',
      password: 'Password is required.',
    });
  });

  it('refuses sign-in for archived or deleted accounts', async () => {
    const archived = await createClientAccount(t.app, { status: 'archived' });
    const res = await signin(
      { email: archived.email, password: archived.password },
      'fr',
      '10.2.0.2',
    );
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits sign-in per address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await signin({ email: `nobody${i}@example.tn`, password: 'x' }, 'en', '10.3.0.1');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('locks one account after 5 failures from many addresses, even for the right password', async () => {
    const account = await createClientAccount(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = { email: account.email, password: 'wrong-password' };
      const res = await signin(wrong, 'en', `10.4.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await signin(
      { email: account.email, password: account.password },
      'en',
      '10.4.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.accountLocked');
  });

  it('lockout unlocks after the lock window and a success resets the counter', () => {
    let now = 1_000_000;
    const lockout = createAccountLockout(() => now);
    for (let i = 0; i < 4; i++) lockout.recordFailure('a@x.tn');
    lockout.recordSuccess('a@x.tn');
    for (let i = 0; i < 4; i++) lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(true);
    now += SIGNIN_LOCK_MS + 1;
    expect(lockout.isLocked('a@x.tn')).toBe(false);
  });

  it('refuses /api/me without a token (401) and with an admin token (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const admin = await createAdminAccount(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(403);
  });
});
