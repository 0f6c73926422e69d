import { describe, expect, it } from 'vitest';
import { languageFromHeader } from '../../src/lib/language';
import { hashPassword, verifyPassword } from '../../src/lib/password';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret!');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 's3cret!')).toBe(true);
    expect(await verifyPassword(hash, 's3cret')).toBe(false);
  });

  it('uses the OWASP argon2id parameters: 19 MiB, 2 passes, 1 lane', async () => {
    expect(await hashPassword('s3cret!')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('returns false (not throwing) for a missing account or a corrupt hash', async () => {
    expect(await verifyPassword(undefined, 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    // Not even the password of the stand-in hash opens a missing account.
    expect(await verifyPassword(undefined, 'not-a-real-password')).toBe(false);
    expect(await verifyPassword('garbage', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'x')).toBe(false);
  });

  it('refuses an empty password against a real hash', async () => {
    expect(await verifyPassword(await hashPassword('s3cret!'), '')).toBe(false);
  });
});

describe('languageFromHeader', () => {
  it('defaults to French and honours quality values', () => {
    expect(languageFromHeader(undefined)).toBe('fr');
    expect(languageFromHeader('de-DE')).toBe('fr');
    expect(languageFromHeader('en-GB,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr;q=0.4,en;q=0.8')).toBe('en');
    expect(languageFromHeader('en;q=0,fr')).toBe('fr');
  });
});
