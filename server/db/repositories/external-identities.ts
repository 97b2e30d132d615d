import type { Executor } from '../executor';

/** The user a single sign-on subject is linked to, if any. */
export async function findLinkedUserId(db: Executor, issuer: string, subject: string): Promise<number | undefined> {
  const row = await db.selectFrom('externalIdentities').select('userId').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return row?.userId;
}

/** Links a subject to a user; a subject already linked keeps its first user (answers false). */
export async function linkIdentity(db: Executor, userId: number, issuer: string, subject: string, at: string): Promise<boolean> {
  const result = await db.insertInto('externalIdentities').values({ userId, issuer, subject, createdAt: at })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The user ids among these that have a linked single sign-on identity. */
export async function usersWithIdentity(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('externalIdentities').select('userId').where('userId', 'in', [...userIds]).execute();
  return new Set(rows.map((row) => row.userId));
}
