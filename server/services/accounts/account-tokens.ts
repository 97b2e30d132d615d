import type { AccountTokenKind } from '../../db/accounts-schema';
import type { Executor } from '../../db/executor';
import { deleteExpiredAccountTokens, expireUserTokens, findAccountToken, insertAccountToken, markAccountTokenUsed } from '../../db/repositories/account-tokens';
import type { StoredAccountToken } from '../../db/repositories/account-tokens';
import { hashToken, newOpaqueToken } from '../opaque-tokens';

/** What a new token is for and whom it names. */
interface TokenSubject {
  userId?: number;
  issuer?: string;
  subject?: string;
}

/**
 * Issues a single-use token of `kind` valid for `validityMs` (ASVS 2.5.1, 3.5): only its SHA-256
 * is stored; a user's earlier unused token of the kind stops working (a re-invite replaces the
 * invitation). Answers the token itself, to hand over once.
 */
export async function issueAccountToken(db: Executor, kind: AccountTokenKind, subject: TokenSubject, validityMs: number, now: Date, token = newOpaqueToken()): Promise<string> {
  const at = now.toISOString();
  await deleteExpiredAccountTokens(db, at);
  if (subject.userId !== undefined) await expireUserTokens(db, subject.userId, kind, at);
  await insertAccountToken(db, { kind, tokenHash: hashToken(token), ...subject, expiresAt: new Date(now.getTime() + validityMs).toISOString(), createdAt: at });
  return token;
}

/** The token when it is known, unused and unexpired; undefined otherwise (the caller answers alike for all three). */
export async function peekAccountToken(db: Executor, kind: AccountTokenKind, token: string, now: Date): Promise<StoredAccountToken | undefined> {
  const stored = await findAccountToken(db, kind, hashToken(token));
  if (!stored || stored.usedAt !== null || stored.expiresAt <= now.toISOString()) return undefined;
  return stored;
}

/** Takes the token: valid as above and not taken by a racing call (single use). */
export async function consumeAccountToken(db: Executor, kind: AccountTokenKind, token: string, now: Date): Promise<StoredAccountToken | undefined> {
  const stored = await peekAccountToken(db, kind, token, now);
  if (!stored || !(await markAccountTokenUsed(db, stored.id, now.toISOString()))) return undefined;
  return stored;
}
