import type { Executor } from '../executor';

/** What the user menu's 'my account' shows of a user and their licence (spec 02 section 7, user/profile). */
export function selectUserProfile(db: Executor, userId: number) {
  return db.selectFrom('users').innerJoin('licences', 'licences.id', 'users.licenceId')
    .select(['users.username', 'users.displayName', 'users.email', 'users.language', 'licences.licenceNumber', 'licences.name as licenceName', 'licences.kind as licenceKind'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
