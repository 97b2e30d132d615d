import { forgottenBefore, lockSeconds, throttlePolicies } from '../../src/domain/auth/throttle';
import type { ThrottleScope } from '../../src/domain/auth/throttle';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { countFailure, deleteQuietKeys, forgetKey, latestLock, lockKey, uncountFailure } from '../db/repositories/auth-throttles';

/** One throttled thing: an account's user name, or a client address at sign-in or refresh. */
export interface ThrottleKey {
  scope: ThrottleScope;
  /** Normalised user name, or the client address from throttleAddress. */
  value: string;
}

/** The keys of the throttle (ASVS 2.2.1). */
export const throttleKeys = {
  /** Failed sign-ins of one user name from any address (unknown names too: the answer must not tell which exist). */
  account: (username: string): ThrottleKey => ({ scope: 'account', value: username }),
  /** Failed sign-ins from one address across every user name (password spraying). */
  address: (address: string): ThrottleKey => ({ scope: 'address', value: address }),
  /** Refused refresh tokens from one address. */
  refresh: (address: string): ThrottleKey => ({ scope: 'refresh', value: address }),
};

const stored = (key: ThrottleKey) => `${key.scope}:${key.value}`;

/** What counting an attempt did: refused it (a key is locked until `until`), or counted it and maybe started locks. */
export type CountedAttempt =
  | { counted: false; until: Date }
  | { counted: true; locked: { key: ThrottleKey; seconds: number }[] };

/** Thrown inside the counting transaction to roll it back: a locked key counts nothing. */
class LockedKey extends Error {
  constructor(readonly until: Date) {
    super('locked');
  }
}

/** The latest lock among `keys` still in force at `now`; undefined when none is. Reads only. */
export async function lockedUntil(db: Executor, keys: readonly ThrottleKey[], now = new Date()): Promise<Date | undefined> {
  const until = await latestLock(db, keys.map(stored), now.toISOString());
  return until === undefined ? undefined : new Date(until);
}

/**
 * Counts one failed attempt for every key, in one transaction, before the password is even
 * checked: attempts made at the same moment, in any server process, cannot slip past the count
 * (the database orders them; each count is one statement). When a key is already locked nothing
 * is counted and the lock's end is answered. A count that reaches a policy's threshold locks its
 * key for the policy's delay. A sign-in that turns out right takes its count back (settleAttempt).
 */
export async function countAttempt(db: Executor, keys: readonly ThrottleKey[], now = new Date()): Promise<CountedAttempt> {
  const at = now.toISOString();
  // Always in the same order, so two transactions never wait on each other's rows.
  const ordered = [...keys].sort((a, b) => stored(a).localeCompare(stored(b)));
  try {
    return await inTransaction(db, async (trx) => {
      const locked: { key: ThrottleKey; seconds: number }[] = [];
      for (const key of ordered) {
        const policy = throttlePolicies[key.scope];
        const count = await countFailure(trx, stored(key), at, forgottenBefore(now, policy).toISOString());
        if (count.lockedUntil !== null && count.lockedUntil > at) throw new LockedKey(new Date(count.lockedUntil));
        const seconds = lockSeconds(count.failures, policy);
        if (seconds > 0) {
          await lockKey(trx, stored(key), new Date(now.getTime() + seconds * 1000).toISOString());
          locked.push({ key, seconds });
        }
      }
      return { counted: true as const, locked };
    });
  } catch (error) {
    if (error instanceof LockedKey) return { counted: false, until: error.until };
    throw error;
  }
}

/**
 * After a right password: the account starts again from zero, and the address's attempt is taken
 * back (an office's successful sign-ins must not add up to a lock).
 */
export async function settleAttempt(db: Executor, account: ThrottleKey, address: ThrottleKey): Promise<void> {
  await forgetKey(db, stored(account));
  await uncountFailure(db, stored(address));
}

/** Takes back counted attempts that were neither right nor wrong (a user name in two licences without the number). */
export async function uncountAttempt(db: Executor, keys: readonly ThrottleKey[]): Promise<void> {
  for (const key of keys) await uncountFailure(db, stored(key));
}

/** Lifts a key's failures and lock (an administrator unlocking an account); answers whether there was any. */
export function forgetAttempts(db: Executor, key: ThrottleKey): Promise<boolean> {
  return forgetKey(db, stored(key));
}

/** Removes keys no policy remembers any more, so the table stays small. */
export async function pruneThrottle(db: Executor, now = new Date()): Promise<void> {
  const longest = Math.max(...Object.values(throttlePolicies).map((policy) => policy.forgetAfterSeconds));
  await deleteQuietKeys(db, new Date(now.getTime() - longest * 1000).toISOString(), now.toISOString());
}
