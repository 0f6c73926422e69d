/**
 * Per-account brute-force protection for sign-in. The route's rate limit slows one address; this
 * slows many addresses attacking one account: after MAX_FAILURES wrong passwords within WINDOW_MS
 * the account refuses sign-in (429) until LOCK_MS have passed. Counters are in memory, so each
 * instance counts on its own (see docs/decisions/0003-client-portal.md for the multi-instance story).
 */
const SIGNIN_MAX_FAILURES = 5;
const SIGNIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGNIN_LOCK_MS = 15 * 60 * 1000;
/** Bounds memory under a spray of random emails; the oldest entries go first. */
const MAX_TRACKED_ACCOUNTS = 50_000;

interface Entry {
  failures: number;
  firstFailureAt: number;
  lockedUntil: number;
}

export function createAccountLockout(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function current(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const time = now();
    if (entry.lockedUntil <= time && time - entry.firstFailureAt > SIGNIN_FAILURE_WINDOW_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Whether sign-in is currently refused for this account. */
    isLocked(key: string): boolean {
      const entry = current(key);
      return entry !== undefined && entry.lockedUntil > now();
    },
    recordFailure(key: string): void {
      const time = now();
      let entry = current(key);
      if (!entry) {
        if (entries.size >= MAX_TRACKED_ACCOUNTS) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entry = { failures: 0, firstFailureAt: time, lockedUntil: 0 };
        entries.set(key, entry);
      }
      entry.failures += 1;
      if (entry.failures >= SIGNIN_MAX_FAILURES) {
        entry.lockedUntil = time + SIGNIN_LOCK_MS;
        entry.failures = 0;
        entry.firstFailureAt = time;
      }
    },
    recordSuccess(key: string): void {
      entries.delete(key);
    },
  };
}

export type AccountLockout = ReturnType<typeof createAccountLockout>;
