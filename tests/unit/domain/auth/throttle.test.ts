import { describe, expect, it } from 'vitest';
import { forgottenBefore, lockSeconds, secondsUntil, throttlePolicies } from '../../../../src/domain/auth/throttle';
import type { ThrottlePolicy } from '../../../../src/domain/auth/throttle';

/**
 * An attacker who tries one account as fast as the locks allow for `seconds`: every attempt fails
 * and is made the moment the previous lock ends. Answers how many attempts got through.
 */
function attemptsWithin(seconds: number, policy: ThrottlePolicy): number {
  let now = 0;
  let failures = 0;
  let attempts = 0;
  while (now < seconds) {
    attempts += 1;
    failures += 1;
    now += Math.max(lockSeconds(failures, policy), 1);
  }
  return attempts;
}

describe('sign-in throttle (ASVS 2.2.1)', () => {
  it('lets the first failures through, then locks for 30 s doubling to 15 min', () => {
    const { account } = throttlePolicies;
    expect([1, 2, 3, 4].map((n) => lockSeconds(n, account))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((n) => lockSeconds(n, account))).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('keeps an account under 100 failed attempts an hour (ASVS 2.2.1)', () => {
    expect(attemptsWithin(3600, throttlePolicies.account)).toBeLessThanOrEqual(100);
    expect(attemptsWithin(3600, throttlePolicies.address)).toBeLessThanOrEqual(100);
  });

  it('throttles 30 user names tried from one address', () => {
    const answered = Array.from({ length: 30 }, (_, index) => index + 1).filter((failures) => lockSeconds(failures - 1, throttlePolicies.address) === 0);
    expect(answered.length).toBeLessThan(30);
    expect(answered.length).toBe(throttlePolicies.address.failuresBeforeDelay);
  });

  it('forgets failures after an hour without one', () => {
    expect(forgottenBefore(new Date('2026-11-25T12:00:00Z'), throttlePolicies.account).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('rounds the wait up to whole seconds, at least one', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(secondsUntil(new Date('2026-11-25T12:00:29.200Z'), now)).toBe(30);
    expect(secondsUntil(now, now)).toBe(1);
  });
});
