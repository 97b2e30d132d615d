import type { Executor } from '../executor';
import type { UserRightsTable } from '../schema';

/** The names of one kind (feature words or function names) granted to a user. */
export async function listRightNames(db: Executor, userId: number, kind: UserRightsTable['kind']): Promise<string[]> {
  const rows = await db.selectFrom('userRights').select('name').where('userId', '=', userId).where('kind', '=', kind).execute();
  return rows.map((row) => row.name);
}

/** Grants names of one kind to a user; names already granted are kept once. */
export async function grantRights(db: Executor, userId: number, kind: UserRightsTable['kind'], names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('userRights')
    .values(names.map((name) => ({ userId, kind, name })))
    .onConflict((conflict) => conflict.columns(['userId', 'kind', 'name']).doNothing())
    .execute();
}
