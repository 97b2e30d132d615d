import type { Executor } from '../executor';

/**
 * Project pins (spec 01 section 4, 'Project pin'; spec 02 section 3, 'Project user'): one row per
 * project and user, Enabled 1 when pinned (synchronised).
 */

/** Pins or unpins a project for a user; `creator` also marks who created it. */
export async function savePin(db: Executor, prId: number, userId: number, enabled: boolean, creator = false): Promise<void> {
  const Enabled = enabled ? 1 : 0;
  await db.insertInto('projectUsers')
    .values({ PrID: prId, userId, Enabled, isCreator: creator ? 1 : 0 })
    .onConflict((conflict) => conflict.columns(['PrID', 'userId']).doUpdateSet({ Enabled }))
    .execute();
}

/** The projects a user has pinned: PrID → true (absent means unpinned). */
export async function pinnedProjectIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('projectUsers').select('PrID').where('userId', '=', userId).where('Enabled', '=', 1).execute();
  return new Set(rows.map((row) => Number(row.PrID)));
}

/** A user of the licence with the pin they hold on one project. */
export interface LicenceUserPin {
  userId: number;
  username: string;
  displayName: string;
  email: string | null;
  enabled: boolean;
}

/** Every user of the licence, in user-name order, with whether they pinned project `prId`. */
export async function licenceUsersWithPin(db: Executor, licenceId: number, prId: number): Promise<LicenceUserPin[]> {
  const rows = await db.selectFrom('users')
    .leftJoin('projectUsers', (join) => join.onRef('projectUsers.userId', '=', 'users.id').on('projectUsers.PrID', '=', prId))
    .select(['users.id', 'users.username', 'users.displayName', 'users.email', 'projectUsers.Enabled'])
    .where('users.licenceId', '=', licenceId)
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({ userId: row.id, username: row.username, displayName: row.displayName, email: row.email, enabled: Number(row.Enabled ?? 0) === 1 }));
}

/** The id of the user with this (lower-case) name in the licence, or undefined. */
export async function findLicenceUserId(db: Executor, licenceId: number, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('licenceId', '=', licenceId).where('username', '=', username).executeTakeFirst();
  return row?.id;
}
