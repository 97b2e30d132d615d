import { linkTicketValidityMs } from '../../../src/domain/auth/account-constants';
import { applicationCodes } from '../../../src/domain/wire/application-codes';
import type { Executor } from '../../db/executor';
import { findLinkedUserIds } from '../../db/repositories/external-identities';
import { findLicenceById } from '../../db/repositories/licences';
import { findUserById, updateLanguage, type UserWithLicence } from '../../db/repositories/users';
import { badRequest, forbidden, unauthorised } from '../../errors';
import { platformMessages } from '../../messages';
import { accountMessages } from '../accounts/account-messages';
import { consumeAccountToken, issueAccountToken, peekAccountToken } from '../accounts/account-tokens';
import { openSession, type IssuedTokens, type SessionSettings } from '../auth-service';

/** The identity a sign-on ticket (the spec's AzureJwt) stands for. */
export interface TicketIdentity {
  issuer: string;
  subject: string;
}

/** Issues the AzureJwt of a verified external sign-in: single-use, 15 minutes, only its hash stored. */
export function issueSignOnTicket(db: Executor, identity: TicketIdentity, now: Date): Promise<string> {
  return issueAccountToken(db, 'linkTicket', { issuer: identity.issuer, subject: identity.subject }, linkTicketValidityMs, now);
}

/** A ticket's identity (taken when `take`), or the spec's 'unknown or expired link'. */
export async function ticketIdentity(db: Executor, ticket: string, now: Date, take: boolean): Promise<TicketIdentity> {
  const stored = take ? await consumeAccountToken(db, 'linkTicket', ticket, now) : await peekAccountToken(db, 'linkTicket', ticket, now);
  if (!stored?.issuer || !stored.subject) throw badRequest(accountMessages.linkUnknown);
  return { issuer: stored.issuer, subject: stored.subject };
}

/** The users the ticket's identity is linked to, one per licence; none is 'no licence found'. */
async function linkedUsers(db: Executor, identity: TicketIdentity): Promise<UserWithLicence[]> {
  const users: UserWithLicence[] = [];
  for (const id of await findLinkedUserIds(db, identity.issuer, identity.subject)) {
    const user = await findUserById(db, id);
    if (user) users.push(user);
  }
  return users;
}

/** GetUserInfoByAzureJwt: who the ticket's identity is in each licence it reaches. */
export async function userInfoByTicket(db: Executor, ticket: string, now = new Date()) {
  const users = await linkedUsers(db, await ticketIdentity(db, ticket, now, false));
  if (users.length === 0) throw unauthorised(accountMessages.noLicence);
  return users.map((user) => ({ Username: user.username, Name: user.displayName, Language: user.language, Licensenumber: user.licenceNumber, Blocked: user.blocked === 1 }));
}

/** GetLicensesByAzureJwt: the licences the ticket's identity reaches, for the choice at /connect-azure. */
export async function licencesByTicket(db: Executor, ticket: string, now = new Date()) {
  const users = await linkedUsers(db, await ticketIdentity(db, ticket, now, false));
  if (users.length === 0) throw unauthorised(accountMessages.noLicence);
  const licences = [];
  for (const user of users) {
    const licence = await findLicenceById(db, user.licenceId);
    if (licence) licences.push({ Licensenumber: licence.licenceNumber, Name: licence.name, Kind: licence.kind, ApplicationCode: licence.applicationCode });
  }
  return licences;
}

/** What GetSingleClassicTokenByAzureJwt asks for (spec 02 section 7). */
export interface ClassicTokenRequest {
  ticket: string;
  applicationCode: number;
  language: string;
  licenceNumber: number;
  clientId: string;
  address: string;
}

/**
 * GetSingleClassicTokenByAzureJwt (spec 02 section 7): the ticket's identity signs in as its user of the
 * chosen licence, in the chosen language. Refused with the spec's login messages: another client (login
 * token failure), another application, a licence the identity does not reach (no licence found), a
 * blocked account, a full licence. The ticket is used up only by a session that opens.
 */
export async function classicTokenByTicket(db: Executor, request: ClassicTokenRequest, expectedClientId: string, settings: SessionSettings, now = new Date()): Promise<IssuedTokens> {
  if (request.clientId !== expectedClientId) throw unauthorised(accountMessages.loginTokenFailed);
  if (request.applicationCode !== applicationCodes.web) throw forbidden(accountMessages.otherApplication);
  const identity = await ticketIdentity(db, request.ticket, now, false);
  const user = (await linkedUsers(db, identity)).find((candidate) => candidate.licenceNumber === request.licenceNumber);
  if (!user) throw unauthorised(accountMessages.noLicence);
  const chosen = { ...user, language: request.language };
  return openSession(db, chosen, { username: user.username, address: request.address, detail: 'single sign-on' }, settings, now, async (trx) => {
    await ticketIdentity(trx, request.ticket, now, true);
    await updateLanguage(trx, user.id, request.language);
  });
}

/** The user a PIN redirect's id_token (a ticket) names: the one linked user, or the one of the licence given. */
export async function pinUserByTicket(db: Executor, ticket: string, licenceNumber: number | undefined, now = new Date()): Promise<{ asPinOwner: { userId: number; username: string; licenceNumber: number } }> {
  const users = await linkedUsers(db, await ticketIdentity(db, ticket, now, true));
  const user = licenceNumber === undefined && users.length === 1 ? users[0] : users.find((candidate) => candidate.licenceNumber === licenceNumber);
  if (!user) throw users.length > 1 && licenceNumber === undefined ? badRequest(platformMessages.licenceRequired) : unauthorised(accountMessages.noLicence);
  if (user.blocked) throw forbidden(platformMessages.accountBlocked);
  return { asPinOwner: { userId: user.id, username: user.username, licenceNumber: user.licenceNumber } };
}
