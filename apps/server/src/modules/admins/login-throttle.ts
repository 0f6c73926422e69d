/**
 * Staff password logins, throttled per (account, address) with growing delays instead of an
 * account-wide lock: an account-wide lock let anyone who knows a staff e-mail lock that person out
 * from a handful of addresses, again and again (issue 28). Here failures from one address slow only
 * that address for that account; the person at their own desk is never made to wait by someone
 * else's guesses, and a distributed guess still has to pass the second factor (face or passkey).
 *
 * Policy: the first FREE_FAILURES wrong passwords of a pair cost nothing; each later one blocks the
 * pair for a delay that doubles (1 s, 2 s, 4 s, … up to MAX_DELAY_MS). A correct password from
 * that address clears it; a pair quiet for FORGET_AFTER_MS starts over. In memory, per instance,
 * bounded to MAX_PAIRS (the oldest go first); the route's per-address rate limit (shared through
 * Redis) still applies on top.
 */
export const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_PAIRS = 50_000;

interface Pair {
  failures: number;
  blockedUntil: number;
  lastFailureAt: number;
}

/** The delay after the nth failure (1-based) of a pair: 0 while free, then doubling. */
export function delayAfterFailure(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  const doublings = failures - FREE_FAILURES - 1;
  // 2^20 s is far past the cap: no need to compute larger powers.
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(doublings, 20));
}

export function createLoginThrottle(now: () => number = Date.now) {
  const pairs = new Map<string, Pair>();
  const keyOf = (account: string, address: string) => `${account.toLowerCase()}\n${address}`;
  const current = (key: string): Pair | undefined => {
    const pair = pairs.get(key);
    if (pair && now() - pair.lastFailureAt > FORGET_AFTER_MS) {
      pairs.delete(key);
      return undefined;
    }
    return pair;
  };

  return {
    /** Milliseconds this address must still wait before trying this account again (0: may try). */
    waitMs(account: string, address: string): number {
      const pair = current(keyOf(account, address));
      return pair ? Math.max(0, pair.blockedUntil - now()) : 0;
    },
    recordFailure(account: string, address: string): void {
      const key = keyOf(account, address);
      let pair = current(key);
      if (!pair) {
        if (pairs.size >= MAX_PAIRS) {
          const oldest = pairs.keys().next().value;
          if (oldest !== undefined) pairs.delete(oldest);
        }
        pair = { failures: 0, blockedUntil: 0, lastFailureAt: 0 };
        pairs.set(key, pair);
      }
      const time = now();
      pair.failures += 1;
      pair.lastFailureAt = time;
      pair.blockedUntil = time + delayAfterFailure(pair.failures);
    },
    recordSuccess(account: string, address: string): void {
      pairs.delete(keyOf(account, address));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
