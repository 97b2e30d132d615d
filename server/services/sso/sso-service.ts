import { linkTicketValidityMs } from '../../../src/domain/auth/account-constants';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { findLinkedUserId, linkIdentity } from '../../db/repositories/external-identities';
import { findUserById } from '../../db/repositories/users';
import { badRequest } from '../../errors';
import { accountMessages } from '../accounts/account-messages';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../accounts/account-tokens';
import { recordAuthEvent } from '../audit-service';
import { openSession, signIn } from '../auth-service';
import type { IssuedTokens, SessionSettings } from '../auth-service';
import type { ExternalIdentity } from './oidc-client';

/** What a single sign-on ends in: a session, or a ticket to link the identity at /connect-azure first. */
export type SignOnOutcome = { kind: 'signedIn'; tokens: IssuedTokens } | { kind: 'link'; ticket: string };

const viaSso = 'single sign-on';

async function sessionFor(db: Executor, userId: number, address: string, settings: SessionSettings, now: Date): Promise<IssuedTokens> {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest(accountMessages.linkUnknown);
  return openSession(db, user, { username: user.username, address, detail: viaSso }, settings, now);
}

/**
 * Takes an invite token (single use, unexpired) and links the external identity to the invited
 * user (spec 02 section 5: ConnectUserToAzureLoginByInviteToken). Answers the user's id.
 */
async function acceptInvite(db: Executor, identity: Pick<ExternalIdentity, 'issuer' | 'subject'>, inviteToken: string, address: string, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const invite = await consumeAccountToken(trx, 'invite', inviteToken, now);
    if (invite?.userId === null || invite?.userId === undefined) throw badRequest(accountMessages.inviteInvalid);
    if (!(await linkIdentity(trx, invite.userId, identity.issuer, identity.subject, now.toISOString()))) throw badRequest(accountMessages.usernameNotUnique);
    const user = await findUserById(trx, invite.userId);
    await recordAuthEvent(trx, { event: 'invite.accepted', username: user?.username, licenceNumber: user?.licenceNumber, address, actor: user?.username }, now);
    return invite.userId;
  });
}

/**
 * After the provider's callback (spec 02 section 2): a linked identity signs in; an invite token
 * from the state links it to the invited account first; anything else gets a link ticket for
 * /connect-azure, where the user links classic credentials or an invite token.
 */
export async function completeSignOn(
  db: Executor, identity: ExternalIdentity, inviteToken: string | undefined, address: string, settings: SessionSettings, now = new Date(),
): Promise<SignOnOutcome> {
  const linked = await findLinkedUserId(db, identity.issuer, identity.subject);
  if (linked !== undefined) return { kind: 'signedIn', tokens: await sessionFor(db, linked, address, settings, now) };
  if (inviteToken) {
    const userId = await acceptInvite(db, identity, inviteToken, address, now);
    return { kind: 'signedIn', tokens: await sessionFor(db, userId, address, settings, now) };
  }
  const ticket = await issueAccountToken(db, 'linkTicket', { issuer: identity.issuer, subject: identity.subject }, linkTicketValidityMs, now);
  return { kind: 'link', ticket };
}

/** A link ticket's identity, or the spec's 'unknown or expired link'. */
async function ticketIdentity(db: Executor, ticket: string, now: Date, take: boolean): Promise<{ issuer: string; subject: string }> {
  const stored = take ? await consumeAccountToken(db, 'linkTicket', ticket, now) : await peekAccountToken(db, 'linkTicket', ticket, now);
  if (!stored?.issuer || !stored.subject) throw badRequest(accountMessages.linkUnknown);
  return { issuer: stored.issuer, subject: stored.subject };
}

/** Classic credentials to link (ConnectUserToAzureLogin). */
export interface PasswordLink {
  ticket: string;
  username: string;
  password: string;
  licenceNumber: number | undefined;
  address: string;
}

/**
 * ConnectUserToAzureLogin (spec 02 section 7): the classic user name and password (checked and
 * throttled as at sign-in) prove the account; the external identity is linked to it and the
 * session opens. A wrong password leaves the ticket for another try.
 */
export async function connectWithPassword(db: Executor, link: PasswordLink, settings: SessionSettings, now = new Date()): Promise<IssuedTokens> {
  await ticketIdentity(db, link.ticket, now, false);
  const tokens = await signIn(db, { username: link.username, password: link.password, licenceNumber: link.licenceNumber, address: link.address }, settings, now);
  await inTransaction(db, async (trx) => {
    const identity = await ticketIdentity(trx, link.ticket, now, true);
    if (!(await linkIdentity(trx, tokens.userId, identity.issuer, identity.subject, now.toISOString()))) throw badRequest(accountMessages.linkUnknown);
    await recordAuthEvent(trx, { event: 'sso.linked', username: tokens.answer.username, licenceNumber: tokens.answer.licensenumber, address: link.address, actor: tokens.answer.username }, now);
  });
  return tokens;
}

/** ConnectUserToAzureLoginByInviteToken (spec 02 section 7): the ticket's identity joins the invited account. */
export async function connectWithInvite(db: Executor, ticket: string, inviteToken: string, address: string, settings: SessionSettings, now = new Date()): Promise<IssuedTokens> {
  const identity = await ticketIdentity(db, ticket, now, true);
  const userId = await acceptInvite(db, identity, inviteToken, address, now);
  return sessionFor(db, userId, address, settings, now);
}

/** ValidateInviteToken (spec 02 section 5): IsValid, false unless the token is known, unused and unexpired. */
export async function validateInviteToken(db: Executor, inviteToken: string, now = new Date()): Promise<boolean> {
  return (await peekAccountToken(db, 'invite', inviteToken, now)) !== undefined;
}
