import type { Executor } from '../executor';

/** Records a sign of life of a session (sign-in or keep-alive). */
export async function touchSession(db: Executor, row: { sessionId: string; userId: number; licenceId: number }, at: string): Promise<void> {
  await db.insertInto('sessionActivity').values({ ...row, lastSeenAt: at })
    .onConflict((conflict) => conflict.column('sessionId').doUpdateSet({ lastSeenAt: at })).execute();
}

/**
 * The distinct users of a licence with a session alive since `since` that still holds a token
 * (a blocked, signed-out or logged-off session no longer counts).
 */
export async function activeUserIds(db: Executor, licenceId: number, since: string, now: string): Promise<number[]> {
  const rows = await db.selectFrom('sessionActivity')
    .innerJoin('users', 'users.id', 'sessionActivity.userId')
    .select('sessionActivity.userId').distinct()
    .where('sessionActivity.licenceId', '=', licenceId)
    .where('users.blocked', '=', 0)
    .where('sessionActivity.lastSeenAt', '>=', since)
    .where(({ exists, selectFrom }) => exists(selectFrom('authTokens').select('authTokens.id')
      .whereRef('authTokens.sessionId', '=', 'sessionActivity.sessionId')
      .where('authTokens.kind', '=', 'access')
      .where('authTokens.expiresAt', '>', now)))
    .execute();
  return rows.map((row) => row.userId);
}

/** Forgets the activity of sessions last seen before `before`. */
export async function pruneSessionActivity(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('sessionActivity').where('lastSeenAt', '<', before).execute();
}
