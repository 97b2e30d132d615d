import { secondsUntil } from '../../src/domain/auth/throttle';
import { sessionExpiry, tokenExpiry } from '../../src/domain/auth/session-lifetime';
import type { Config } from '../config';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { deleteExpiredTokens, deleteSession, findToken, findTokenHolder, insertTokens, markTokenUsed } from '../db/repositories/tokens';
import { findUserById, findUsersByName } from '../db/repositories/users';
import type { UserWithLicence } from '../db/repositories/users';
import { badRequest, forbidden, isAppError, tooManyRequests, unauthorised } from '../errors';
import { platformMessages } from '../messages';
import { pruneSessionActivity, touchSession } from '../db/repositories/session-activity';
import { assertSeatFree } from './accounts/licence-seats';
import { takePin } from './accounts/pin-service';
import { pruneAuthEvents, recordAuthEvent } from './audit-service';
import type { Caller } from './caller';
import { normaliseUsername } from './caller';
import { hashToken, newOpaqueToken, newSessionId } from './opaque-tokens';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { countAttempt, lockedUntil, pruneThrottle, settleAttempt, throttleKeys, uncountAttempt } from './throttle-service';
import type { CountedAttempt } from './throttle-service';

/**
 * The sign-in and refresh answer (spec 02 section 7, token exchange) without the refresh token:
 * that one travels only in an HttpOnly cookie, out of reach of scripts (ASVS 3.4.2, 3.2.3).
 */
export interface TokenAnswer {
  access_token: string;
  /** Seconds the access token stays valid. */
  expires_in: number;
  token_type: 'Bearer';
  /** Interface language, 2-letter code. */
  language: string;
  licensenumber: number;
  /** The user's display name. */
  name: string;
  /** The user name as stored (lower case): after a single sign-on the browser learns it here. */
  username: string;
}

/** A session opened or renewed: the answer for the client, and the refresh token for its cookie. */
export interface IssuedTokens {
  answer: TokenAnswer;
  refreshToken: string;
  /** When the refresh token (and so its cookie) stops working: never after the session's absolute end. */
  refreshExpiresAt: Date;
  /** Whose session it is. */
  userId: number;
}

/** What a sign-in asks for; the licence number may be left out when the user has one licence. */
export interface SignInRequest {
  username: string;
  password: string;
  licenceNumber?: number | undefined;
  /** The client address the throttle and the audit trail use (throttleAddress). */
  address: string;
}

/** The configuration the session rules read. */
export type SessionSettings = Pick<Config, 'tokenTtl' | 'refreshTokenTtl' | 'sessionLifetime' | 'auditRetentionDays' | 'keepAliveSeconds'>;

/** The session a token pair belongs to: its id and its absolute end (ASVS 3.3.2). */
interface SessionBounds {
  id: string;
  expiresAt: Date;
}

async function issueTokens(db: Executor, user: UserWithLicence, session: SessionBounds, settings: SessionSettings, now: Date): Promise<IssuedTokens> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const accessExpiresAt = tokenExpiry(now, settings.tokenTtl, session.expiresAt);
  const refreshExpiresAt = tokenExpiry(now, settings.refreshTokenTtl, session.expiresAt);
  const common = { userId: user.id, sessionId: session.id, sessionExpiresAt: session.expiresAt.toISOString(), createdAt: now.toISOString() };
  await insertTokens(db, [
    { ...common, kind: 'access', tokenHash: hashToken(accessToken), expiresAt: accessExpiresAt.toISOString() },
    { ...common, kind: 'refresh', tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt.toISOString() },
  ]);
  return {
    answer: {
      access_token: accessToken,
      expires_in: Math.max(1, Math.floor((accessExpiresAt.getTime() - now.getTime()) / 1000)),
      token_type: 'Bearer',
      language: user.language,
      licensenumber: user.licenceNumber,
      name: user.displayName,
      username: user.username,
    },
    refreshToken,
    refreshExpiresAt,
    userId: user.id,
  };
}

/** The detail of a failure that started locks, for the audit trail: 'locked address 30 s, account 30 s'. */
function lockDetail(counted: CountedAttempt): string | undefined {
  if (!counted.counted || counted.locked.length === 0) return undefined;
  return `locked ${counted.locked.map(({ key, seconds }) => `${key.scope} ${seconds} s`).join(', ')}`;
}

/**
 * Checks user name and password and opens a session (spec 02 section 7, token exchange; ASVS
 * 2.2.1, 3.2.1, 7.2.1). The attempt is counted against the address and the account before the password is
 * checked; while either is locked the answer is 429 without a check. Unknown user and wrong
 * password answer alike and take alike long. Without a licence number the password picks the
 * licence; two licences that both match need the number.
 */
export async function signIn(db: Executor, request: SignInRequest, settings: SessionSettings, now = new Date()): Promise<IssuedTokens> {
  const username = normaliseUsername(request.username);
  const account = throttleKeys.account(username);
  const address = throttleKeys.address(request.address);
  const counted = await countAttempt(db, [address, account], now);
  if (!counted.counted) throw tooManyRequests(platformMessages.tooManyAttempts, secondsUntil(counted.until, now));
  const audit = { username, licenceNumber: request.licenceNumber, address: request.address };

  const candidates = await findUsersByName(db, username, request.licenceNumber);
  if (candidates.length === 0) await verifyAgainstDecoy(request.password);
  const matches: UserWithLicence[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(request.password, candidate.passwordHash)) matches.push(candidate);
  }
  // A PIN of the mobile app or a geo server stands in for the password (spec 02 section 1).
  if (matches.length === 0) {
    const pinUser = await takePin(db, candidates.map((candidate) => candidate.id), request.password, now);
    const owner = candidates.find((candidate) => candidate.id === pinUser);
    if (owner) matches.push(owner);
  }
  const [user, ...others] = matches;
  if (!user) {
    await recordAuthEvent(db, { ...audit, event: 'signIn.failed', detail: lockDetail(counted) }, now);
    throw unauthorised(platformMessages.invalidCredentials);
  }
  if (others.length > 0) {
    await uncountAttempt(db, [address, account]);
    throw badRequest(platformMessages.licenceRequired);
  }
  return openSession(db, user, { ...audit, detail: undefined }, settings, now, (trx) => settleAttempt(trx, account, address));
}

/** Who opens a session, for the audit trail. */
export interface SessionAudit {
  username: string;
  address: string;
  /** How the user proved who they are, e.g. 'single sign-on'; undefined for the password. */
  detail: string | undefined;
}

/**
 * Opens a session for a user whose identity is proven (password or single sign-on): refused for a
 * blocked account (spec 02 section 6) and when the licence has no seat (spec 02 section 5); else
 * one transaction stores the token pair, the session's first sign of life and the audit event.
 */
export async function openSession(
  db: Executor, user: UserWithLicence, audit: SessionAudit, settings: SessionSettings, now: Date,
  alsoInTransaction?: (trx: Executor) => Promise<void>,
): Promise<IssuedTokens> {
  const event = { username: audit.username, address: audit.address, licenceNumber: user.licenceNumber };
  if (user.blocked) {
    await recordAuthEvent(db, { ...event, event: 'signIn.blocked', detail: audit.detail }, now);
    throw forbidden(platformMessages.accountBlocked);
  }
  try {
    await assertSeatFree(db, { userId: user.id, licenceId: user.licenceId }, settings.keepAliveSeconds, now);
  } catch (error) {
    await recordAuthEvent(db, { ...event, event: 'signIn.refused', detail: isAppError(error) ? error.id : undefined }, now);
    throw error;
  }
  return inTransaction(db, async (trx) => {
    await alsoInTransaction?.(trx);
    await deleteExpiredTokens(trx, now.toISOString());
    await pruneThrottle(trx, now);
    await pruneAuthEvents(trx, settings.auditRetentionDays, now);
    await pruneSessionActivity(trx, new Date(now.getTime() - settings.sessionLifetime * 1000).toISOString());
    await recordAuthEvent(trx, { ...event, event: 'signIn.succeeded', detail: audit.detail }, now);
    const session = { id: newSessionId(), expiresAt: sessionExpiry(now, settings.sessionLifetime) };
    await touchSession(trx, { sessionId: session.id, userId: user.id, licenceId: user.licenceId }, now.toISOString());
    return issueTokens(trx, user, session, settings, now);
  });
}

/** Why a refresh was refused, for the audit trail. */
type RefreshRefusal = 'no cookie' | 'unknown' | 'expired' | 'reused' | 'user blocked or gone';

/**
 * Exchanges the refresh token of the cookie for a new pair in the same session (rotation; ASVS
 * 3.3.2: the session's absolute end stays). A refresh token presented a second time means it
 * leaked: the whole session ends. Refusals are counted per address (ASVS 2.2.1); a locked address
 * is refused with 429 before any token is looked up. The access tokens issued before stay valid
 * until they expire, so a second tab of the same session keeps working.
 */
export async function refreshSession(db: Executor, refreshToken: string | undefined, address: string, settings: SessionSettings, now = new Date()): Promise<IssuedTokens> {
  const key = throttleKeys.refresh(address);
  const lock = await lockedUntil(db, [key], now);
  if (lock) throw tooManyRequests(platformMessages.tooManyRefreshes, secondsUntil(lock, now));
  const at = now.toISOString();
  const outcome = refreshToken === undefined
    ? { ok: false as const, reason: 'no cookie' as const, userId: undefined }
    : await inTransaction(db, async (trx) => {
      const stored = await findToken(trx, hashToken(refreshToken), 'refresh');
      if (!stored) return { ok: false as const, reason: 'unknown' as const, userId: undefined };
      if (stored.expiresAt <= at || stored.sessionExpiresAt <= at) return { ok: false as const, reason: 'expired' as const, userId: stored.userId };
      if (stored.usedAt !== null || !(await markTokenUsed(trx, stored.id, at))) {
        await deleteSession(trx, stored.sessionId);
        return { ok: false as const, reason: 'reused' as const, userId: stored.userId };
      }
      const user = await findUserById(trx, stored.userId);
      if (!user || user.blocked) return { ok: false as const, reason: 'user blocked or gone' as const, userId: stored.userId };
      const session = { id: stored.sessionId, expiresAt: new Date(stored.sessionExpiresAt) };
      return { ok: true as const, tokens: await issueTokens(trx, user, session, settings, now) };
    });
  if (outcome.ok) return outcome.tokens;
  // The session is ended above even when the call is refused, so the refusal is recorded after that commit.
  await refusedRefresh(db, outcome.reason, outcome.userId, address, now);
  throw unauthorised(platformMessages.refreshInvalid);
}

async function refusedRefresh(db: Executor, reason: RefreshRefusal, userId: number | undefined, address: string, now: Date): Promise<void> {
  const counted = await countAttempt(db, [throttleKeys.refresh(address)], now);
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  const lock = lockDetail(counted);
  await recordAuthEvent(db, {
    event: reason === 'reused' ? 'refresh.reused' : 'refresh.failed',
    username: user?.username,
    licenceNumber: user?.licenceNumber,
    address,
    detail: lock ? `${reason}; ${lock}` : reason,
  }, now);
}

/** What sign-out knows of the session: the caller of a bearer token, or the refresh token of the cookie. */
export interface SignOutRequest {
  caller: Caller | null;
  refreshToken: string | undefined;
  address: string;
}

/** Ends a session: every token of it stops working (ASVS 3.3.1). Nothing to end is no error. */
export async function signOut(db: Executor, request: SignOutRequest, now = new Date()): Promise<void> {
  const stored = request.caller === null && request.refreshToken !== undefined ? await findToken(db, hashToken(request.refreshToken), 'refresh') : undefined;
  const session = request.caller ?? stored;
  if (!session) return;
  await deleteSession(db, session.sessionId);
  const user = await findUserById(db, session.userId);
  await recordAuthEvent(db, { event: 'signOut', username: user?.username, licenceNumber: user?.licenceNumber, address: request.address }, now);
}

/** The caller behind a bearer token; 401 when it is missing, unknown or expired (deliver 5). */
export async function callerForToken(db: Executor, accessToken: string | undefined, now = new Date()): Promise<Caller> {
  if (!accessToken) throw unauthorised(platformMessages.tokenMissing);
  const holder = await findTokenHolder(db, hashToken(accessToken), 'access');
  if (!holder) throw unauthorised(platformMessages.tokenInvalid);
  if (holder.expiresAt <= now.toISOString()) throw unauthorised(platformMessages.tokenExpired);
  if (holder.blocked) throw forbidden(platformMessages.accountBlocked);
  return {
    userId: holder.userId,
    username: holder.username,
    licenceId: holder.licenceId,
    licenceNumber: holder.licenceNumber,
    language: holder.language,
    sessionId: holder.sessionId,
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
