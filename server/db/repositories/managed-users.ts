import type { Executor } from '../executor';
import type { UserRightsTable } from '../schema';

/** A user of a licence as user administration lists it. */
export interface ManagedUserRow {
  id: number;
  username: string;
  displayName: string;
  email: string | null;
  language: string;
  blocked: number;
}

/** Every user of a licence, by user name. */
export function listLicenceUsers(db: Executor, licenceId: number): Promise<ManagedUserRow[]> {
  return db.selectFrom('users').select(['id', 'username', 'displayName', 'email', 'language', 'blocked'])
    .where('licenceId', '=', licenceId).orderBy('username').execute();
}

/** The user of a licence with this (lower-case) user name. */
export function findLicenceUser(db: Executor, licenceId: number, username: string): Promise<ManagedUserRow | undefined> {
  return db.selectFrom('users').select(['id', 'username', 'displayName', 'email', 'language', 'blocked'])
    .where('licenceId', '=', licenceId).where('username', '=', username).executeTakeFirst();
}

/** Users of a licence with this e-mail address (case-insensitive). */
export function findLicenceUsersByEmail(db: Executor, licenceId: number, email: string): Promise<ManagedUserRow[]> {
  return db.selectFrom('users').select(['id', 'username', 'displayName', 'email', 'language', 'blocked'])
    .where('licenceId', '=', licenceId).where('email', '=', email.toLowerCase()).execute();
}

/** Every right name of a set of users, by user id and kind. */
export async function rightsOfUsers(db: Executor, userIds: readonly number[]): Promise<{ userId: number; kind: UserRightsTable['kind']; name: string }[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('userRights').select(['userId', 'kind', 'name']).where('userId', 'in', [...userIds]).orderBy('name').execute();
}

/** Replaces the rights of one kind of a user with `names`. */
export async function replaceRights(db: Executor, userId: number, kind: UserRightsTable['kind'], names: readonly string[]): Promise<void> {
  await db.deleteFrom('userRights').where('userId', '=', userId).where('kind', '=', kind).execute();
  if (names.length > 0) await db.insertInto('userRights').values(names.map((name) => ({ userId, kind, name }))).execute();
}
