/**
 * Counts recent failures per key (an email for login, an admin id for the face check). After
 * `maxFailures` within `windowMs` the key is blocked until its oldest failure leaves the window, so a
 * password or a face cannot be tried in a loop. In memory, per instance; the routes' per-address
 * rate limits are shared across instances through Redis.
 */
export function createFailureCounter(
  maxFailures: number,
  windowMs: number,
  now: () => number = Date.now,
) {
  const failures = new Map<string, number[]>();
  /** Bounds memory under a spray of random keys; the oldest entries go first. */
  const MAX_KEYS = 50_000;
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => now() - at < windowMs);

  return {
    isBlocked: (key: string) => recent(key).length >= maxFailures,
    recordFailure(key: string) {
      if (!failures.has(key) && failures.size >= MAX_KEYS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(key: string) {
      failures.delete(key);
    },
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
