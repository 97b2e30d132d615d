import type { AccountTokenKind } from '../accounts-schema';
import type { Executor } from '../executor';

/** A stored invite token, link ticket or PIN (hash only). */
export interface StoredAccountToken {
  id: number;
  kind: AccountTokenKind;
  userId: number | null;
  issuer: string | null;
  subject: string | null;
  expiresAt: string;
  usedAt: string | null;
}

/** One account token to store. */
export interface NewAccountToken {
  kind: AccountTokenKind;
  tokenHash: string;
  userId?: number | null;
  issuer?: string | null;
  subject?: string | null;
  expiresAt: string;
  createdAt: string;
}

/** Stores a token. */
export async function insertAccountToken(db: Executor, token: NewAccountToken): Promise<void> {
  await db.insertInto('accountTokens').values({ userId: null, issuer: null, subject: null, ...token, usedAt: null }).execute();
}

/** The token of this kind with this hash, used or not. */
export function findAccountToken(db: Executor, kind: AccountTokenKind, tokenHash: string): Promise<StoredAccountToken | undefined> {
  return db.selectFrom('accountTokens').select(['id', 'kind', 'userId', 'issuer', 'subject', 'expiresAt', 'usedAt'])
    .where('kind', '=', kind).where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used, only when nobody did first; answers whether this call won (single use). */
export async function markAccountTokenUsed(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('accountTokens').set({ usedAt: at }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every unused token of this kind of a user (a re-invite or a new PIN replaces the old one). */
export async function expireUserTokens(db: Executor, userId: number, kind: AccountTokenKind, at: string): Promise<void> {
  await db.updateTable('accountTokens').set({ usedAt: at }).where('userId', '=', userId).where('kind', '=', kind).where('usedAt', 'is', null).execute();
}

/** Drops tokens that expired before `at`. */
export async function deleteExpiredAccountTokens(db: Executor, at: string): Promise<void> {
  await db.deleteFrom('accountTokens').where('expiresAt', '<', at).execute();
}

/** Whether a user has an unused, unexpired invitation: 'invited' in the user list. */
export async function usersWithOpenInvite(db: Executor, userIds: readonly number[], at: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('accountTokens').select('userId').where('kind', '=', 'invite').where('usedAt', 'is', null)
    .where('expiresAt', '>', at).where('userId', 'in', [...userIds]).execute();
  return new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
}

/** The unused, unexpired tokens of a kind of these users (PINs are checked against each, as their hashes are salted). */
export function openTokensOfUsers(db: Executor, kind: AccountTokenKind, userIds: readonly number[], at: string): Promise<{ id: number; userId: number | null; tokenHash: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('accountTokens').select(['id', 'userId', 'tokenHash']).where('kind', '=', kind).where('usedAt', 'is', null)
    .where('expiresAt', '>', at).where('userId', 'in', [...userIds]).execute();
}
