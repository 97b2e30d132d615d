import { inviteValidityMs } from '../../../src/domain/auth/account-constants';
import type { LicenceKind } from '../../../src/domain/auth/account-constants';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { expireUserTokens, usersWithOpenInvite } from '../../db/repositories/account-tokens';
import { usersWithIdentity } from '../../db/repositories/external-identities';
import { findLicenceById, updateLicenceSettings } from '../../db/repositories/licences';
import { findLicenceUser, findLicenceUsersByEmail, listLicenceUsers, replaceRights, rightsOfUsers } from '../../db/repositories/managed-users';
import { deleteUser, insertUser } from '../../db/repositories/users';
import { badRequest, forbidden, refused } from '../../errors';
import { logOffAccount, setAccountBlocked } from '../account-service';
import type { AccountChangeResult, ChangeOrigin } from '../account-service';
import { recordAuthEvent } from '../audit-service';
import type { Caller } from '../caller';
import { normaliseUsername } from '../caller';
import type { MailMessage, Mailer } from '../mail/mailer';
import { accountMessages } from './account-messages';
import { issueAccountToken } from './account-tokens';
import { signedInUsers } from './licence-seats';
import { inviteMail } from './invite-mail';

/** A user as the user administration screen lists it. */
export interface ManagedUserAnswer {
  UserName: string;
  DisplayName: string;
  Email: string | null;
  Language: string;
  Blocked: boolean;
  /** An invitation is open (sent, not yet accepted, not expired). */
  Invited: boolean;
  /** A single sign-on identity is linked. */
  Linked: boolean;
  /** Signed in now (a session with a recent keep-alive): takes a seat. */
  SignedIn: boolean;
  FeatureRights: string[];
  FunctionRights: string[];
}

/** The caller's licence as the licence panel shows it (spec 02 section 6). */
export interface LicenceAnswer {
  Licensenumber: number;
  Name: string;
  Kind: string;
  ApplicationCode: number | null;
  MaxConcurrentUsers: number | null;
  SignedInUsers: number;
}

/** The manager as the audit trail names them: 'licence/user name', from the request address. */
function managerOrigin(caller: Caller, address: string): ChangeOrigin {
  return { address, actor: `${caller.licenceNumber}/${caller.username}` };
}

/** GetManagedUsers: every user of the caller's licence with rights, invitation, link and seat, and the licence itself. */
export async function listManagedUsers(db: Executor, caller: Caller, keepAliveSeconds: number, now = new Date()): Promise<{ Users: ManagedUserAnswer[]; Licence: LicenceAnswer }> {
  const users = await listLicenceUsers(db, caller.licenceId);
  const ids = users.map((user) => user.id);
  const [invited, linked, active, rights, licence] = await Promise.all([
    usersWithOpenInvite(db, ids, now.toISOString()), usersWithIdentity(db, ids), signedInUsers(db, caller.licenceId, keepAliveSeconds, now), rightsOfUsers(db, ids),
    findLicenceById(db, caller.licenceId),
  ]);
  if (!licence) throw forbidden(accountMessages.noLicence);
  const namesOf = (userId: number, kind: 'feature' | 'function') => rights.filter((right) => right.userId === userId && right.kind === kind).map((right) => right.name);
  return {
    Users: users.map((user) => ({
      UserName: user.username, DisplayName: user.displayName, Email: user.email, Language: user.language, Blocked: user.blocked === 1,
      Invited: invited.has(user.id), Linked: linked.has(user.id), SignedIn: active.includes(user.id),
      FeatureRights: namesOf(user.id, 'feature'), FunctionRights: namesOf(user.id, 'function'),
    })),
    Licence: {
      Licensenumber: licence.licenceNumber, Name: licence.name, Kind: licence.kind, ApplicationCode: licence.applicationCode,
      MaxConcurrentUsers: licence.maxConcurrentUsers, SignedInUsers: active.length,
    },
  };
}

/** Who to invite (InviteUser). */
export interface Invitation {
  email: string;
  displayName: string;
  /** Defaults to the e-mail address. */
  username: string | undefined;
  language: string;
}

/** Where the invitation's link points: the app's /connect-azure on this server. */
export interface InviteLinkBase {
  origin: string;
  address: string;
}

/** An invitation made and not yet mailed. */
interface PendingInvite {
  userId: number;
  message: MailMessage;
}

async function prepareInvite(db: Executor, user: { id: number; displayName: string; email: string }, base: InviteLinkBase, now: Date): Promise<PendingInvite> {
  const token = await issueAccountToken(db, 'invite', { userId: user.id }, inviteValidityMs, now);
  const link = `${base.origin}/Web/connect-azure?${new URLSearchParams({ invite_token: token }).toString()}`;
  return { userId: user.id, message: inviteMail({ to: user.email, name: user.displayName, link, expiresAt: new Date(now.getTime() + inviteValidityMs) }) };
}

/**
 * Mails an invitation after its transaction committed (no database lock waits on the mail
 * server); when the mail fails, `undo` takes the invitation back and the manager sees why.
 */
async function mailInvite(mailer: Mailer, pending: PendingInvite, undo: () => Promise<void>): Promise<void> {
  const outcome = await mailer.send(pending.message);
  if (outcome.ok) return;
  await undo();
  throw refused('Mail_Failed', accountMessages.mailFailed, { reason: outcome.reason });
}

/**
 * InviteUser (spec 02 section 6: the application manager invites users): a new user of the
 * caller's licence without a password, and an e-mail with a single-use link valid for a week. A
 * failed mail leaves no user behind.
 */
export async function inviteUser(db: Executor, mailer: Mailer, caller: Caller, invitation: Invitation, base: InviteLinkBase, now = new Date()): Promise<void> {
  const email = invitation.email.trim().toLowerCase();
  const username = normaliseUsername(invitation.username ?? email);
  const pending = await inTransaction(db, async (trx) => {
    if ((await findLicenceUser(trx, caller.licenceId, username)) || (await findLicenceUsersByEmail(trx, caller.licenceId, email)).length > 0) {
      throw badRequest(accountMessages.usernameNotUnique);
    }
    const displayName = invitation.displayName.trim() || username;
    // No password: '!' never matches a stored scrypt hash, so the account signs in through single sign-on only.
    const id = await insertUser(trx, {
      licenceId: caller.licenceId, username, displayName, passwordHash: '!invited', language: invitation.language, blocked: 0, createdAt: now.toISOString(), email,
    });
    await recordAuthEvent(trx, { event: 'admin.userInvited', username, licenceNumber: caller.licenceNumber, ...managerOrigin(caller, base.address), detail: email }, now);
    return prepareInvite(trx, { id, displayName, email }, base, now);
  });
  await mailInvite(mailer, pending, () => deleteUser(db, pending.userId));
}

/** ReinviteUser: a new invitation replaces the open one (which stops working). */
export async function reinviteUser(db: Executor, mailer: Mailer, caller: Caller, username: string, base: InviteLinkBase, now = new Date()): Promise<void> {
  const pending = await inTransaction(db, async (trx) => {
    const user = await findLicenceUser(trx, caller.licenceId, normaliseUsername(username));
    if (!user?.email) throw badRequest(accountMessages.userNotFound, { user: username });
    await recordAuthEvent(trx, { event: 'admin.userInvited', username: user.username, licenceNumber: caller.licenceNumber, ...managerOrigin(caller, base.address), detail: `again: ${user.email}` }, now);
    return prepareInvite(trx, { ...user, email: user.email }, base, now);
  });
  await mailInvite(mailer, pending, () => expireUserTokens(db, pending.userId, 'invite', now.toISOString()));
}

function assertChanged(result: AccountChangeResult, username: string): void {
  if (!result.ok) throw badRequest(accountMessages.userNotFound, { user: username });
}

/** SetUserBlocked: blocks or unblocks a user of the caller's licence, never the caller. */
export async function setUserBlocked(db: Executor, caller: Caller, username: string, blocked: boolean, address: string, now = new Date()): Promise<void> {
  const name = normaliseUsername(username);
  if (name === caller.username) throw badRequest(accountMessages.notYourself);
  assertChanged(await setAccountBlocked(db, { licenceNumber: caller.licenceNumber, username: name }, blocked, now, managerOrigin(caller, address)), name);
}

/** LogOffUser (spec 02 section 6: an office licence can be logged off): the user's sessions end, the seat is free. */
export async function logOffUser(db: Executor, caller: Caller, username: string, address: string, now = new Date()): Promise<void> {
  const name = normaliseUsername(username);
  if (name === caller.username) throw badRequest(accountMessages.notYourself);
  const licence = await findLicenceById(db, caller.licenceId);
  if (licence?.kind !== 'office') throw badRequest(accountMessages.otherApplication);
  assertChanged(await logOffAccount(db, { licenceNumber: caller.licenceNumber, username: name }, managerOrigin(caller, address), now), name);
}

/** SetUserRights: the user's feature words and function names become exactly these (spec 02 section 6). */
export async function setUserRights(db: Executor, caller: Caller, username: string, rights: { features: string[]; functions: string[] }, address: string, now = new Date()): Promise<void> {
  const name = normaliseUsername(username);
  await inTransaction(db, async (trx) => {
    const user = await findLicenceUser(trx, caller.licenceId, name);
    if (!user) throw badRequest(accountMessages.userNotFound, { user: name });
    const unique = (names: string[]) => [...new Set(names.map((right) => right.trim()).filter((right) => right !== ''))];
    await replaceRights(trx, user.id, 'feature', unique(rights.features));
    await replaceRights(trx, user.id, 'function', unique(rights.functions));
    await recordAuthEvent(trx, {
      event: 'admin.rightsChanged', username: name, licenceNumber: caller.licenceNumber, ...managerOrigin(caller, address),
      detail: `features: ${unique(rights.features).join(',') || '-'}; functions: ${unique(rights.functions).join(',') || '-'}`,
    }, now);
  });
}

/** UpdateLicence: the caller's licence's kind, application and concurrent-user limit. */
export async function updateLicence(
  db: Executor, caller: Caller, settings: { kind: LicenceKind; applicationCode: number | null; maxConcurrentUsers: number | null }, address: string, now = new Date(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await updateLicenceSettings(trx, caller.licenceId, { ...settings, applicationCode: settings.kind === 'office' ? null : settings.applicationCode });
    await recordAuthEvent(trx, {
      event: 'admin.licenceChanged', licenceNumber: caller.licenceNumber, ...managerOrigin(caller, address),
      detail: `kind ${settings.kind}, application ${settings.applicationCode ?? '-'}, limit ${settings.maxConcurrentUsers ?? 'none'}`,
    }, now);
  });
}
