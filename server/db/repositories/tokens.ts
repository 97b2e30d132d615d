import type { Executor } from '../executor';
import type { AuthTokensTable } from '../schema';

/** A stored token as the auth service reads it. */
export interface StoredToken {
  id: number;
  userId: number;
  kind: AuthTokensTable['kind'];
  sessionId: string;
  expiresAt: string;
  /** The absolute end of the token's session (ASVS 3.3.2). */
  sessionExpiresAt: string;
  usedAt: string | null;
}

/** One token to store: only its hash ever reaches the database. */
export interface NewToken {
  userId: number;
  kind: AuthTokensTable['kind'];
  tokenHash: string;
  sessionId: string;
  expiresAt: string;
  sessionExpiresAt: string;
  createdAt: string;
}

/** Stores tokens (an access/refresh pair). */
export async function insertTokens(db: Executor, tokens: NewToken[]): Promise<void> {
  await db.insertInto('authTokens').values(tokens.map((token) => ({ ...token, usedAt: null }))).execute();
}

/** The token with this hash and kind, expired or not. */
export function findToken(db: Executor, tokenHash: string, kind: AuthTokensTable['kind']): Promise<StoredToken | undefined> {
  return db
    .selectFrom('authTokens')
    .select(['id', 'userId', 'kind', 'sessionId', 'expiresAt', 'sessionExpiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** An access token with the user holding it: what every call's token check reads, in one query. */
export interface TokenHolder {
  sessionId: string;
  expiresAt: string;
  userId: number;
  licenceId: number;
  licenceNumber: number;
  username: string;
  language: string;
  blocked: number;
}

/** The token with this hash and kind joined to its user and licence, expired or not; undefined when either is gone. */
export function findTokenHolder(db: Executor, tokenHash: string, kind: AuthTokensTable['kind']): Promise<TokenHolder | undefined> {
  return db
    .selectFrom('authTokens')
    .innerJoin('users', 'users.id', 'authTokens.userId')
    .innerJoin('licences', 'licences.id', 'users.licenceId')
    .select([
      'authTokens.sessionId', 'authTokens.expiresAt', 'users.id as userId', 'users.licenceId', 'licences.licenceNumber',
      'users.username', 'users.language', 'users.blocked',
    ])
    .where('authTokens.tokenHash', '=', tokenHash)
    .where('authTokens.kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Marks a refresh token exchanged, only when nobody did so first; answers whether this call won
 * (two refreshes racing with one token must not both succeed).
 */
export async function markTokenUsed(db: Executor, tokenId: number, now: string): Promise<boolean> {
  const result = await db.updateTable('authTokens').set({ usedAt: now }).where('id', '=', tokenId).where('usedAt', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Removes every token of a session: sign-out, or a refresh token presented twice. */
export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('authTokens').where('sessionId', '=', sessionId).execute();
}

/** Removes every token (or every one of `kind`) of a user, of every session: block, password change, delete (ASVS 3.3.3). Answers how many went. */
export async function deleteUserTokens(db: Executor, userId: number, kind?: AuthTokensTable['kind']): Promise<number> {
  let query = db.deleteFrom('authTokens').where('userId', '=', userId);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes tokens that expired before `now`, so the table does not grow without bound. */
export async function deleteExpiredTokens(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('authTokens').where('expiresAt', '<', now).execute();
}
