import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type Role = 'client' | 'admin';
/** 'full' grants the role; 'face' only lets an admin finish the face check after login. */
export type Scope = 'full' | 'face';

export interface TokenClaims {
  sub: string;
  role: Role;
  scope: Scope;
  /** Account token version at issue time; bumping it revokes every earlier token. */
  tv: number;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims & { exp?: number } }
  | { ok: false; reason: 'expired' | 'invalid' };

export function createTokenService(secret: string, defaultTtlSeconds: number) {
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  type SyncSigner = (payload: object) => string;
  const signers = new Map<number, SyncSigner>();
  const signerFor = (ttlSeconds: number): SyncSigner => {
    let signer = signers.get(ttlSeconds);
    // Stryker disable next-line ConditionalExpression: a new signer each time signs the same (cache only).
    if (!signer) {
      // A string key makes fast-jwt's signer synchronous.
      signer = createSigner({
        key: secret,
        algorithm: 'HS256',
        expiresIn: ttlSeconds * 1000,
      }) as unknown as SyncSigner;
      signers.set(ttlSeconds, signer);
    }
    return signer;
  };

  return {
    issue(claims: TokenClaims, ttlSeconds = defaultTtlSeconds): string {
      return signerFor(ttlSeconds)({ ...claims });
    },
    verify(token: string): VerifyResult {
      try {
        const payload = verifier(token) as Partial<TokenClaims>;
        if (
          typeof payload.sub !== 'string' ||
          (payload.role !== 'client' && payload.role !== 'admin') ||
          (payload.scope !== 'full' && payload.scope !== 'face') ||
          typeof payload.tv !== 'number'
        ) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: payload as TokenClaims & { exp?: number } };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
