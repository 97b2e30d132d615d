/**
 * Growing delays after failed sign-ins and refreshes (ASVS 2.2.1: anti-automation that holds
 * against password spraying and brute force, at most 100 failed attempts an hour on one account).
 * Failures are counted per key — one account (user name), one client address — and a key whose
 * failures reach `failuresBeforeDelay` is locked: first for `firstDelaySeconds`, doubling with
 * each further failure up to `maxDelaySeconds`. A key with no failure for `forgetAfterSeconds`
 * starts again from zero. Pure numbers; where the counts live is the server's business.
 */
export interface ThrottlePolicy {
  /** The failure that starts the first delay: the attempts before it are answered normally. */
  failuresBeforeDelay: number;
  /** Seconds of the first delay. */
  firstDelaySeconds: number;
  /** Longest delay in seconds (the cap keeps a locked-out owner's wait bounded). */
  maxDelaySeconds: number;
  /** Seconds without a failure after which the count starts again. */
  forgetAfterSeconds: number;
}

/** What the counts are kept per: an account's user name, a client address at sign-in, a client address at refresh. */
export type ThrottleScope = 'account' | 'address' | 'refresh';

/**
 * The policies in force. Account: 5 wrong passwords, then 30 s doubling to 15 min (about 14
 * attempts in the first hour, 4 an hour after). Address: 20 failures across any user names (an
 * office behind one address makes typing errors too), then the same delays. Refresh: 20 refused
 * refresh tokens from one address.
 */
export const throttlePolicies: Readonly<Record<ThrottleScope, ThrottlePolicy>> = {
  account: { failuresBeforeDelay: 5, firstDelaySeconds: 30, maxDelaySeconds: 900, forgetAfterSeconds: 3600 },
  address: { failuresBeforeDelay: 20, firstDelaySeconds: 30, maxDelaySeconds: 900, forgetAfterSeconds: 3600 },
  refresh: { failuresBeforeDelay: 20, firstDelaySeconds: 30, maxDelaySeconds: 900, forgetAfterSeconds: 3600 },
};

/** Seconds a key stays locked after its `failures`-th failure in a row: 0 before the threshold. */
export function lockSeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.failuresBeforeDelay) return 0;
  const doublings = failures - policy.failuresBeforeDelay;
  // 2^doublings overflows nothing here: the cap is reached long before doublings grows large.
  return Math.min(policy.firstDelaySeconds * 2 ** Math.min(doublings, 30), policy.maxDelaySeconds);
}

/** The instant before which an earlier failure no longer counts, for a failure at `now`. */
export function forgottenBefore(now: Date, policy: ThrottlePolicy): Date {
  return new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
}

/** Whole seconds from `now` until `until` (at least 1), for Retry-After and the message. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
