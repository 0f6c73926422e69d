import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, type TokenClaims } from '../../src/lib/tokens';

const SECRET = 's'.repeat(48);
const claims: TokenClaims = { sub: '42', role: 'client', scope: 'full', tv: 3 };

/** A token signed with the service's secret but carrying whatever payload a forger chose. */
const signed = (payload: object, key = SECRET) =>
  (createSigner({ key, algorithm: 'HS256' }) as unknown as (p: object) => string)(payload);

afterEach(() => {
  vi.useRealTimers();
});

describe('token service', () => {
  it('verifies what it issued and gives back the claims, with an expiry of the default lifetime', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, 3600);
    const result = tokens.verify(tokens.issue(claims));
    expect(result).toEqual({
      ok: true,
      claims: { ...claims, iat: 1_795_773_600, exp: 1_795_773_600 + 3600 },
    });
  });

  it('takes a lifetime per token, in seconds, and says `expired` once it has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, 3600);
    const short = tokens.issue(claims, 60);
    const long = tokens.issue(claims, 120);
    const exp = (token: string) => {
      const result = tokens.verify(token);
      return result.ok ? result.claims.exp : undefined;
    };
    expect(exp(short)).toBe(1_795_773_600 + 60);
    expect(exp(long)).toBe(1_795_773_600 + 120);
    // The same lifetime again reuses its signer and still signs that lifetime.
    expect(exp(tokens.issue(claims, 60))).toBe(1_795_773_600 + 60);
    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'));
    expect(tokens.verify(short)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(long)).toMatchObject({ ok: true });
  });

  it('keeps admin and face-scope claims as issued', () => {
    const tokens = createTokenService(SECRET, 3600);
    const face: TokenClaims = { sub: '7', role: 'admin', scope: 'face', tv: 0 };
    expect(tokens.verify(tokens.issue(face))).toMatchObject({ ok: true, claims: face });
  });

  it('says `invalid` for garbage, another secret, or a token without the alg it expects', () => {
    const tokens = createTokenService(SECRET, 3600);
    expect(tokens.verify('')).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify('not.a.token')).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.verify(signed(claims, 'x'.repeat(48)))).toEqual({ ok: false, reason: 'invalid' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    expect(tokens.verify(none)).toEqual({ ok: false, reason: 'invalid' });
    // Same secret, another HMAC: only HS256 is accepted.
    const hs512 = (
      createSigner({ key: SECRET, algorithm: 'HS512' }) as unknown as (p: object) => string
    )(claims);
    expect(tokens.verify(hs512)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['a numeric sub', { ...claims, sub: 42 }],
    ['no sub', { role: 'client', scope: 'full', tv: 0 }],
    ['an unknown role', { ...claims, role: 'technicien' }],
    ['no role', { sub: '1', scope: 'full', tv: 0 }],
    ['an unknown scope', { ...claims, scope: 'all' }],
    ['no scope', { sub: '1', role: 'admin', tv: 0 }],
    ['a string token version', { ...claims, tv: '0' }],
    ['no token version', { sub: '1', role: 'admin', scope: 'full' }],
  ])('says `invalid` for a correctly signed token with %s', (_name, payload) => {
    const tokens = createTokenService(SECRET, 3600);
    expect(tokens.verify(signed(payload))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts each valid role and scope signed by hand', () => {
    const tokens = createTokenService(SECRET, 3600);
    for (const role of ['client', 'admin'] as const)
      for (const scope of ['full', 'face'] as const)
        expect(tokens.verify(signed({ sub: '1', role, scope, tv: 0 })).ok, `${role} ${scope}`).toBe(
          true,
        );
  });
});
