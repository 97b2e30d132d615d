import type { Executor } from '../executor';

/** The users a single sign-on subject is linked to (one per licence, spec 02 section 2), oldest link first. */
export async function findLinkedUserIds(db: Executor, issuer: string, subject: string): Promise<number[]> {
  const rows = await db.selectFrom('externalIdentities').select('userId').where('issuer', '=', issuer).where('subject', '=', subject).orderBy('id').execute();
  return rows.map((row) => row.userId);
}

/**
 * Links a subject to a user unless it already reaches a user of the same licence (answers false then:
 * one identity, one user per licence). Call inside a transaction.
 */
export async function linkIdentity(db: Executor, userId: number, issuer: string, subject: string, at: string): Promise<boolean> {
  const sameLicence = await db.selectFrom('externalIdentities')
    .innerJoin('users as linked', 'linked.id', 'externalIdentities.userId')
    .innerJoin('users as wanted', 'wanted.licenceId', 'linked.licenceId')
    .select('externalIdentities.id')
    .where('externalIdentities.issuer', '=', issuer).where('externalIdentities.subject', '=', subject).where('wanted.id', '=', userId)
    .executeTakeFirst();
  if (sameLicence) return false;
  const result = await db.insertInto('externalIdentities').values({ userId, issuer, subject, createdAt: at })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject', 'userId']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The user ids among these that have a linked single sign-on identity. */
export async function usersWithIdentity(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('externalIdentities').select('userId').where('userId', 'in', [...userIds]).execute();
  return new Set(rows.map((row) => row.userId));
}
