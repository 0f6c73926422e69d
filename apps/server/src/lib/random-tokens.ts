import { randomFillSync } from 'node:crypto';

const TOKEN_BYTES = 32;
// 128 tokens per draw: one call into the CSPRNG instead of one per token (bench/PROFILE.md).
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let offset = pool.length;

/**
 * 32 random bytes from the CSPRNG, base64url: the same strength as `randomBytes(32)`, drawn from a
 * pool refilled in one call. Each byte is handed out once, and the pool is rewritten before reuse.
 */
export function randomToken(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}
