import type { Config } from '../config';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { deleteAccessTokens, deleteExpiredTokens, deleteSession, findToken, insertTokens, markTokenUsed } from '../db/repositories/tokens';
import { findUserById, findUsersByName } from '../db/repositories/users';
import type { UserWithLicence } from '../db/repositories/users';
import { badRequest, forbidden, unauthorised } from '../errors';
import { platformMessages } from '../messages';
import type { Caller } from './caller';
import { normaliseUsername } from './caller';
import { hashToken, newOpaqueToken, newSessionId } from './opaque-tokens';
import { verifyAgainstDecoy, verifyPassword } from './passwords';

/** The sign-in answer: the reply of the spec's token exchange (spec 02 section 7, single sign-on). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token stays valid. */
  expires_in: number;
  token_type: 'Bearer';
  /** Interface language, 2-letter code. */
  language: string;
  licensenumber: number;
  /** The user's display name. */
  name: string;
}

/** What a sign-in asks for; the licence number may be left out when the user has one licence. */
export interface SignInRequest {
  username: string;
  password: string;
  licenceNumber?: number | undefined;
}

/** Token lifetimes from the configuration. */
export type TokenLifetimes = Pick<Config, 'tokenTtl' | 'refreshTokenTtl'>;

const inSeconds = (now: Date, seconds: number): string => new Date(now.getTime() + seconds * 1000).toISOString();

async function issueTokens(db: Executor, user: UserWithLicence, sessionId: string, lifetimes: TokenLifetimes, now: Date): Promise<TokenAnswer> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const createdAt = now.toISOString();
  await insertTokens(db, [
    { userId: user.id, kind: 'access', tokenHash: hashToken(accessToken), sessionId, expiresAt: inSeconds(now, lifetimes.tokenTtl), createdAt },
    { userId: user.id, kind: 'refresh', tokenHash: hashToken(refreshToken), sessionId, expiresAt: inSeconds(now, lifetimes.refreshTokenTtl), createdAt },
  ]);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: lifetimes.tokenTtl,
    token_type: 'Bearer',
    language: user.language,
    licensenumber: user.licenceNumber,
    name: user.displayName,
  };
}

/**
 * Checks user name and password and opens a session (issue 'Data service', deliver 5). Without a
 * licence number the password picks the licence; two licences that both match need the number.
 */
export async function signIn(db: Executor, request: SignInRequest, lifetimes: TokenLifetimes, now = new Date()): Promise<TokenAnswer> {
  const candidates = await findUsersByName(db, normaliseUsername(request.username), request.licenceNumber);
  if (candidates.length === 0) {
    await verifyAgainstDecoy(request.password);
    throw unauthorised(platformMessages.invalidCredentials);
  }
  const matches: UserWithLicence[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(request.password, candidate.passwordHash)) matches.push(candidate);
  }
  const [user, ...others] = matches;
  if (!user) throw unauthorised(platformMessages.invalidCredentials);
  if (others.length > 0) throw badRequest(platformMessages.licenceRequired);
  if (user.blocked) throw forbidden(platformMessages.accountBlocked);
  return inTransaction(db, async (trx) => {
    await deleteExpiredTokens(trx, now.toISOString());
    return issueTokens(trx, user, newSessionId(), lifetimes, now);
  });
}

/**
 * Exchanges a refresh token for a new pair and retires the old pair (rotation). A refresh token
 * presented a second time means it leaked: the whole session ends.
 */
export async function refreshSession(db: Executor, refreshToken: string, lifetimes: TokenLifetimes, now = new Date()): Promise<TokenAnswer> {
  const outcome = await inTransaction(db, async (trx) => {
    const stored = await findToken(trx, hashToken(refreshToken), 'refresh');
    if (!stored || stored.expiresAt <= now.toISOString()) return { ok: false as const };
    if (stored.usedAt !== null || !(await markTokenUsed(trx, stored.id, now.toISOString()))) {
      await deleteSession(trx, stored.sessionId);
      return { ok: false as const };
    }
    const user = await findUserById(trx, stored.userId);
    if (!user || user.blocked) return { ok: false as const };
    await deleteAccessTokens(trx, stored.sessionId);
    return { ok: true as const, answer: await issueTokens(trx, user, stored.sessionId, lifetimes, now) };
  });
  // The session is ended above even when the call is refused, so the refusal is thrown only after commit.
  if (!outcome.ok) throw unauthorised(platformMessages.refreshInvalid);
  return outcome.answer;
}

/** Ends the caller's session: its access and refresh tokens stop working. */
export async function signOut(db: Executor, caller: Caller): Promise<void> {
  await deleteSession(db, caller.sessionId);
}

/** The caller behind a bearer token; 401 when it is missing, unknown or expired (deliver 5). */
export async function callerForToken(db: Executor, accessToken: string | undefined, now = new Date()): Promise<Caller> {
  if (!accessToken) throw unauthorised(platformMessages.tokenMissing);
  const stored = await findToken(db, hashToken(accessToken), 'access');
  if (!stored) throw unauthorised(platformMessages.tokenInvalid);
  if (stored.expiresAt <= now.toISOString()) throw unauthorised(platformMessages.tokenExpired);
  const user = await findUserById(db, stored.userId);
  if (!user) throw unauthorised(platformMessages.tokenInvalid);
  if (user.blocked) throw forbidden(platformMessages.accountBlocked);
  return {
    userId: user.id,
    username: user.username,
    licenceId: user.licenceId,
    licenceNumber: user.licenceNumber,
    language: user.language,
    sessionId: stored.sessionId,
  };
}

/** Who a request body claims to be: the Authorisation object, or the rights calls' own fields. */
export interface ClaimedIdentity {
  Username: string;
  Licensenumber: number;
}

/** 403 when the body names another user or licence than the token (issue 'Data service', deliver 5). */
export function assertSameIdentity(caller: Caller, claimed: ClaimedIdentity): void {
  if (normaliseUsername(claimed.Username) !== caller.username || claimed.Licensenumber !== caller.licenceNumber) {
    throw forbidden(platformMessages.authorisationMismatch);
  }
}
