import type { Executor } from '../executor';

/** A key's count after one more failure, and the lock it held before. */
export interface CountedFailure {
  failures: number;
  lockedUntil: string | null;
}

/**
 * Counts one failure for `key` in one statement, so processes counting at once never lose one
 * (ASVS 2.2.1): a new key starts at 1, a key whose last failure is older than `forgetBefore`
 * starts again at 1. Answers the new count and the lock the key had.
 */
export async function countFailure(db: Executor, key: string, now: string, forgetBefore: string): Promise<CountedFailure> {
  return db
    .insertInto('authThrottles')
    .values({ throttleKey: key, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflict((conflict) => conflict.column('throttleKey').doUpdateSet((eb) => ({
      failures: eb.case().when('authThrottles.lastFailureAt', '<', forgetBefore).then(1).else(eb('authThrottles.failures', '+', 1)).end(),
      lastFailureAt: now,
    })))
    .returning(['failures', 'lockedUntil'])
    .executeTakeFirstOrThrow();
}

/** Locks `key` until `until`, unless it is already locked for longer. */
export async function lockKey(db: Executor, key: string, until: string): Promise<void> {
  await db.updateTable('authThrottles').set({ lockedUntil: until })
    .where('throttleKey', '=', key)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', until)]))
    .execute();
}

/** The latest lock among `keys` that still holds at `now`, if any. */
export async function latestLock(db: Executor, keys: readonly string[], now: string): Promise<string | undefined> {
  if (keys.length === 0) return undefined;
  const row = await db.selectFrom('authThrottles').select('lockedUntil')
    .where('throttleKey', 'in', [...keys])
    .where('lockedUntil', '>', now)
    .orderBy('lockedUntil', 'desc')
    .executeTakeFirst();
  return row?.lockedUntil ?? undefined;
}

/** Takes back one counted failure (an attempt counted ahead that turned out right). */
export async function uncountFailure(db: Executor, key: string): Promise<void> {
  await db.updateTable('authThrottles').set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('throttleKey', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets a key: its failures and its lock (a successful sign-in, or an administrator's unlock). Answers whether it existed. */
export async function forgetKey(db: Executor, key: string): Promise<boolean> {
  const result = await db.deleteFrom('authThrottles').where('throttleKey', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes keys whose last failure is older than `before` and whose lock has ended, so the table stays small. */
export async function deleteQuietKeys(db: Executor, before: string, now: string): Promise<void> {
  await db.deleteFrom('authThrottles')
    .where('lastFailureAt', '<', before)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .execute();
}
