import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { findLinkedUserIds, linkIdentity } from '../../db/repositories/external-identities';
import { findUserById } from '../../db/repositories/users';
import { badRequest } from '../../errors';
import { accountMessages } from '../accounts/account-messages';
import { consumeAccountToken, peekAccountToken } from '../accounts/account-tokens';
import { recordAuthEvent } from '../audit-service';
import { openSession, signIn } from '../auth-service';
import type { IssuedTokens, SessionSettings } from '../auth-service';
import { issueSignOnTicket, ticketIdentity } from './azure-jwt-service';
import type { ExternalIdentity } from './oidc-client';

/**
 * What a single sign-on ends in: a session; a ticket to link the identity at /connect-azure first; a
 * ticket to choose one of several licences there; or, for a PIN redirect, the ticket as its id_token.
 */
export type SignOnOutcome =
  | { kind: 'signedIn'; tokens: IssuedTokens }
  | { kind: 'link' | 'choose' | 'pin'; ticket: string };

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
 * After the provider's callback (spec 02 section 2): an invite token from the state links the identity
 * to the invited account and signs in; an identity linked to one user signs in; a PIN redirect gets a
 * ticket for its id_token; an identity linked in several licences chooses one at /connect-azure; an
 * unknown one links classic credentials or an invite token there.
 */
export async function completeSignOn(
  db: Executor, identity: ExternalIdentity, request: { inviteToken: string | undefined; forPin: boolean; address: string }, settings: SessionSettings, now = new Date(),
): Promise<SignOnOutcome> {
  if (request.inviteToken) {
    const userId = await acceptInvite(db, identity, request.inviteToken, request.address, now);
    return { kind: 'signedIn', tokens: await sessionFor(db, userId, request.address, settings, now) };
  }
  const linked = await findLinkedUserIds(db, identity.issuer, identity.subject);
  const [only] = linked;
  if (only !== undefined && linked.length === 1 && !request.forPin) return { kind: 'signedIn', tokens: await sessionFor(db, only, request.address, settings, now) };
  const ticket = await issueSignOnTicket(db, identity, now);
  return { kind: request.forPin && linked.length > 0 ? 'pin' : linked.length === 0 ? 'link' : 'choose', ticket };
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
    if (!(await linkIdentity(trx, tokens.userId, identity.issuer, identity.subject, now.toISOString()))) throw badRequest(accountMessages.usernameNotUnique);
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
