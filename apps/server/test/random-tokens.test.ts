import { describe, expect, it } from 'vitest';
import { randomToken } from '../src/lib/random-tokens';

describe('randomToken', () => {
  it('hands out 32-byte base64url tokens, never the same bytes twice across pool refills', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
