import { describe, expect, it } from 'vitest';
import { createAccountLockout, SIGNIN_LOCK_MS } from '../../../src/modules/auth/account-lockout';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

/** A lockout on a clock the test moves. */
function lockoutAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, lockout: createAccountLockout(() => clock.now) };
}

const fail = (lockout: ReturnType<typeof createAccountLockout>, key: string, times: number) => {
  for (let i = 0; i < times; i++) lockout.recordFailure(key);
};

describe('account lockout (sign-in)', () => {
  it('locks an account at its 5th wrong password, for 15 minutes exactly', () => {
    const { clock, lockout } = lockoutAt();
    expect(SIGNIN_LOCK_MS).toBe(15 * MINUTE);
    fail(lockout, 'a@x.tn', 4);
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(true);
    // Other accounts are not touched.
    expect(lockout.isLocked('b@x.tn')).toBe(false);
    clock.now += SIGNIN_LOCK_MS - 1;
    expect(lockout.isLocked('a@x.tn')).toBe(true);
    clock.now += 1;
    expect(lockout.isLocked('a@x.tn')).toBe(false);
  });

  it('counts failures within 15 minutes of the first: the 5th at exactly 15 minutes locks, 1 ms later it starts over', () => {
    const atEdge = lockoutAt();
    fail(atEdge.lockout, 'a@x.tn', 4);
    atEdge.clock.now += WINDOW;
    atEdge.lockout.recordFailure('a@x.tn');
    expect(atEdge.lockout.isLocked('a@x.tn')).toBe(true);

    const late = lockoutAt();
    fail(late.lockout, 'a@x.tn', 4);
    late.clock.now += WINDOW + 1;
    late.lockout.recordFailure('a@x.tn');
    expect(late.lockout.isLocked('a@x.tn')).toBe(false);
    // That late failure is the first of a new count: four more lock.
    fail(late.lockout, 'a@x.tn', 3);
    expect(late.lockout.isLocked('a@x.tn')).toBe(false);
    late.lockout.recordFailure('a@x.tn');
    expect(late.lockout.isLocked('a@x.tn')).toBe(true);
  });

  it('a success resets the count', () => {
    const { lockout } = lockoutAt();
    fail(lockout, 'a@x.tn', 4);
    lockout.recordSuccess('a@x.tn');
    fail(lockout, 'a@x.tn', 4);
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(true);
  });

  it('a success forgets the account, a lock included', () => {
    const { lockout } = lockoutAt();
    fail(lockout, 'a@x.tn', 5);
    lockout.recordSuccess('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(false);
  });

  it('after a lock ends, the count starts from zero: one more failure does not lock again', () => {
    const { clock, lockout } = lockoutAt();
    fail(lockout, 'a@x.tn', 5);
    clock.now += SIGNIN_LOCK_MS;
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    fail(lockout, 'a@x.tn', 3);
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(true);
  });

  /** First failure at 0, locked at 10 min until 25 min (a new window from 10 min); 4 failures at 25 min. */
  const fourFailuresAfterALock = () => {
    const { clock, lockout } = lockoutAt(0);
    lockout.recordFailure('a@x.tn');
    clock.now = 10 * MINUTE;
    fail(lockout, 'a@x.tn', 4);
    clock.now = 25 * MINUTE;
    expect(lockout.isLocked('a@x.tn')).toBe(false);
    fail(lockout, 'a@x.tn', 4);
    return { clock, lockout };
  };

  it('the count after a lock runs from the moment the lock began, not from the first failure', () => {
    const { lockout } = fourFailuresAfterALock();
    // 15 min after the lock began: the window of those 4 failures still holds.
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(true);
  });

  it('forgets a window that ended 15 minutes after it began', () => {
    const { clock, lockout } = fourFailuresAfterALock();
    clock.now += 1;
    // 15 min and 1 ms after the window began: those four failures no longer count.
    lockout.recordFailure('a@x.tn');
    expect(lockout.isLocked('a@x.tn')).toBe(false);
  });

  /** `first@x.tn` with `failures` wrong passwords, then `tracked` accounts in all (one failure each). */
  const sprayed = (failures: number, tracked: number) => {
    const { lockout } = lockoutAt();
    fail(lockout, 'first@x.tn', failures);
    for (let i = 1; i < tracked; i++) lockout.recordFailure(`spray-${i}@x.tn`);
    return lockout;
  };

  it('tracks 50,000 accounts at most: the oldest is forgotten first', () => {
    // 50,000 tracked: one more account pushes the oldest out, whose count starts over.
    const full = sprayed(4, 50_000);
    full.recordFailure('new@x.tn');
    full.recordFailure('first@x.tn');
    expect(full.isLocked('first@x.tn')).toBe(false);
    // 49,999 tracked: one more fits.
    const notFull = sprayed(4, 49_999);
    notFull.recordFailure('new@x.tn');
    notFull.recordFailure('first@x.tn');
    expect(notFull.isLocked('first@x.tn')).toBe(true);
  });

  it('a known account adds no entry: the oldest stays when a tracked account fails again', () => {
    const lockout = sprayed(3, 50_000);
    lockout.recordFailure('spray-2@x.tn');
    fail(lockout, 'first@x.tn', 2);
    expect(lockout.isLocked('first@x.tn')).toBe(true);
  });
});
