import type { Executor } from '../executor';
import type { NewUser } from '../schema';

/** A user with the licence number it belongs to: what sign-in and token checks need. */
export interface UserWithLicence {
  id: number;
  licenceId: number;
  licenceNumber: number;
  username: string;
  displayName: string;
  passwordHash: string;
  language: string;
  blocked: number;
}

function usersWithLicence(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('licences', 'licences.id', 'users.licenceId')
    .select([
      'users.id', 'users.licenceId', 'licences.licenceNumber', 'users.username', 'users.displayName',
      'users.passwordHash', 'users.language', 'users.blocked',
    ]);
}

/**
 * Users with this (lower-case) user name, in one licence when its number is given, else in every
 * licence that has one (sign-in without Licensenumber).
 */
export function findUsersByName(db: Executor, username: string, licenceNumber?: number): Promise<UserWithLicence[]> {
  let query = usersWithLicence(db).where('users.username', '=', username);
  if (licenceNumber !== undefined) query = query.where('licences.licenceNumber', '=', licenceNumber);
  return query.orderBy('users.id').execute();
}

/** The user with this id and its licence number. */
export function findUserById(db: Executor, userId: number): Promise<UserWithLicence | undefined> {
  return usersWithLicence(db).where('users.id', '=', userId).executeTakeFirst();
}

/** Sets the user's interface language (2-letter code), as chosen at /connect-azure. */
export async function updateLanguage(db: Executor, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Adds a user and answers its id; the caller lower-cases the user name first. */
export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a user's password hash. */
export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** Blocks (1) or unblocks (0) a user (spec 02 section 6: the application manager blocks accounts). */
export async function updateBlocked(db: Executor, userId: number, blocked: 0 | 1): Promise<void> {
  await db.updateTable('users').set({ blocked }).where('id', '=', userId).execute();
}

/** Deletes a user; its tokens, rights, settings and project pins go with it (foreign keys cascade). */
export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
