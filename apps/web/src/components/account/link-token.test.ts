import { describe, expect, it } from 'vitest';
import { linkTokenFromHash } from './ResetPasswordForm';

describe('linkTokenFromHash', () => {
  it('reads the token of a mailed link from the fragment', () => {
    const token = 'b3Vy-c2VjcmV0X3Rva2VuXzMyX2J5dGVzX2xvbmc';
    expect(linkTokenFromHash(`#token=${token}`)).toBe(token);
    expect(linkTokenFromHash(`token=${token}`)).toBe(token);
  });

  it('refuses a missing, truncated or malformed token', () => {
    expect(linkTokenFromHash('')).toBeNull();
    expect(linkTokenFromHash('#token=')).toBeNull();
    expect(linkTokenFromHash('#token=short')).toBeNull();
    expect(linkTokenFromHash('#token=abc<script>alert(1)</script>defghijklmnop')).toBeNull();
  });
});
