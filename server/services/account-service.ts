import type { ValidationIssue } from '../../src/domain/validation/issue';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { findLicenceByNumber, insertLicence } from '../db/repositories/licences';
import { grantRights } from '../db/repositories/rights';
import { deleteUserTokens } from '../db/repositories/tokens';
import { deleteUser, findUsersByName, insertUser, updateBlocked, updatePasswordHash } from '../db/repositories/users';
import type { UserWithLicence } from '../db/repositories/users';
import { recordAuthEvent } from './audit-service';
import type { AuthEventKind } from './audit-service';
import { normaliseUsername } from './caller';
import { checkNewPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { everyRight } from './rights-service';
import { forgetAttempts, throttleKeys } from './throttle-service';

/** A user to create, with the licence it belongs to (created when new). */
export interface NewAccount {
  licenceNumber: number;
  username: string;
  password: string;
  /** Shown after sign-in; defaults to the user name. */
  displayName?: string | undefined;
  /** 2-letter interface language; defaults to Dutch (spec 01 section 1). */
  language?: string | undefined;
  /** 'all' grants every feature word and function ('*'); a list grants those names. */
  rights?: 'all' | { features: string[]; functions: string[] } | undefined;
}

/** A password the rules refused (ASVS 2.1): nothing was stored. */
export interface RejectedPassword {
  ok: false;
  reason: 'passwordRejected';
  issues: ValidationIssue[];
}

/** What adding an account did, or why it did not. */
export type AddAccountResult =
  | { ok: true; userId: number; licenceId: number; licenceCreated: boolean }
  | { ok: false; reason: 'userExists' }
  | RejectedPassword;

/** Where an administrative change came from, for the audit trail: 'cli' for the admin command. */
export interface ChangeOrigin {
  address: string;
  /** Who made it: 'licence/user name' of the application manager; 'cli' when unset. */
  actor?: string;
}

const cli: ChangeOrigin = { address: 'cli' };

/** Which tokens a change revokes: all of them, or only the refresh tokens (block: access tokens are refused as blocked until they expire). */
type Revocation = 'all' | 'refresh';

/**
 * Adds a user, and its licence when the number is new (the admin command and the demo account),
 * after the password rules (ASVS 2.1). All or nothing.
 */
export async function addAccount(db: Executor, account: NewAccount, now = new Date(), origin: ChangeOrigin = cli): Promise<AddAccountResult> {
  const username = normaliseUsername(account.username);
  const issues = await checkNewPassword(account.password, username);
  if (issues.length > 0) return { ok: false, reason: 'passwordRejected', issues };
  const passwordHash = await hashPassword(account.password);
  return inTransaction(db, async (trx) => {
    const existing = await findLicenceByNumber(trx, account.licenceNumber);
    if (existing && (await findUsersByName(trx, username, account.licenceNumber)).length > 0) {
      return { ok: false, reason: 'userExists' } as const;
    }
    const createdAt = now.toISOString();
    const licenceId = existing?.id ?? (await insertLicence(trx, account.licenceNumber, `Licence ${account.licenceNumber}`, createdAt));
    const userId = await insertUser(trx, {
      licenceId,
      username,
      displayName: account.displayName?.trim() || account.username.trim(),
      passwordHash,
      language: account.language ?? 'nl',
      blocked: 0,
      createdAt,
    });
    if (account.rights === 'all') {
      await grantRights(trx, userId, 'feature', [everyRight]);
      await grantRights(trx, userId, 'function', [everyRight]);
    } else if (account.rights) {
      await grantRights(trx, userId, 'feature', account.rights.features);
      await grantRights(trx, userId, 'function', account.rights.functions);
    }
    await recordAuthEvent(trx, { event: 'admin.userAdded', username, licenceNumber: account.licenceNumber, address: origin.address }, now);
    return { ok: true, userId, licenceId, licenceCreated: existing === undefined } as const;
  });
}

/** Which account an administrative change is about: user names are unique per licence. */
export interface AccountRef {
  licenceNumber: number;
  username: string;
}

/** What a change to an existing account did: how many tokens it revoked. */
export type AccountChangeResult = { ok: true; revokedTokens: number } | { ok: false; reason: 'userNotFound' };

async function changeAccount(
  db: Executor, ref: AccountRef, event: AuthEventKind, origin: ChangeOrigin, now: Date,
  change: (trx: Executor, user: UserWithLicence) => Promise<void>, revocation: Revocation = 'all',
): Promise<AccountChangeResult> {
  const username = normaliseUsername(ref.username);
  return inTransaction(db, async (trx) => {
    const [user] = await findUsersByName(trx, username, ref.licenceNumber);
    if (!user) return { ok: false, reason: 'userNotFound' } as const;
    // Every session of the user ends with the change, in the same transaction (ASVS 3.3.3).
    const revokedTokens = await deleteUserTokens(trx, user.id, revocation === 'refresh' ? 'refresh' : undefined);
    await change(trx, user);
    await recordAuthEvent(trx, {
      event, username, licenceNumber: ref.licenceNumber, address: origin.address, actor: origin.actor ?? 'cli', detail: `${revokedTokens} tokens revoked`,
    }, now);
    return { ok: true, revokedTokens } as const;
  });
}

/**
 * Sets a new password after the password rules (ASVS 2.1) and ends every session of the user
 * (ASVS 3.3.3): whoever knew the old one is signed out everywhere.
 */
export async function resetPassword(
  db: Executor, ref: AccountRef & { password: string }, now = new Date(), origin: ChangeOrigin = cli,
): Promise<AccountChangeResult | RejectedPassword> {
  const issues = await checkNewPassword(ref.password, normaliseUsername(ref.username));
  if (issues.length > 0) return { ok: false, reason: 'passwordRejected', issues };
  const passwordHash = await hashPassword(ref.password);
  return changeAccount(db, ref, 'admin.passwordReset', origin, now, (trx, user) => updatePasswordHash(trx, user.id, passwordHash));
}

/**
 * Blocks or unblocks an account (spec 02 section 6: the application manager blocks accounts).
 * Blocking revokes the refresh tokens, so no session can be renewed, and leaves the access tokens
 * to be refused with 'Your account has been blocked…' at once on every call (the browser shows the
 * blocked-account screen within one keep-alive). Unblocking revokes every token left, so an old
 * session never comes back (ASVS 3.3.3).
 */
export function setAccountBlocked(db: Executor, ref: AccountRef, blocked: boolean, now = new Date(), origin: ChangeOrigin = cli): Promise<AccountChangeResult> {
  return changeAccount(
    db, ref, blocked ? 'admin.userBlocked' : 'admin.userUnblocked', origin, now,
    (trx, user) => updateBlocked(trx, user.id, blocked ? 1 : 0), blocked ? 'refresh' : 'all',
  );
}

/** Deletes an account with its tokens, rights, settings and pins; the audit trail keeps its events (by name). */
export function deleteAccount(db: Executor, ref: AccountRef, now = new Date(), origin: ChangeOrigin = cli): Promise<AccountChangeResult> {
  return changeAccount(db, ref, 'admin.userDeleted', origin, now, (trx, user) => deleteUser(trx, user.id));
}

/**
 * Lifts a sign-in lock on a user name (ASVS 2.2.1 lets an owner locked out by someone else's
 * guessing back in through the administrator). Answers whether there was anything to lift.
 */
export async function unlockAccount(db: Executor, username: string, now = new Date(), origin: ChangeOrigin = cli): Promise<boolean> {
  const name = normaliseUsername(username);
  const lifted = await forgetAttempts(db, throttleKeys.account(name));
  await recordAuthEvent(db, { event: 'admin.userUnlocked', username: name, address: origin.address, detail: lifted ? 'lock lifted' : 'nothing to lift' }, now);
  return lifted;
}

/** Logs a user off (spec 02 section 6: an office licence can be logged off): every session ends and the seat is free. */
export function logOffAccount(db: Executor, ref: AccountRef, origin: ChangeOrigin, now = new Date()): Promise<AccountChangeResult> {
  return changeAccount(db, ref, 'admin.userLoggedOff', origin, now, () => Promise.resolve());
}
