import { sessionActiveWindowMs } from '../../../src/domain/auth/account-constants';
import { applicationCodes } from '../../../src/domain/wire/application-codes';
import type { Executor } from '../../db/executor';
import { findLicenceById } from '../../db/repositories/licences';
import { activeUserIds } from '../../db/repositories/session-activity';
import { forbidden, unauthorised } from '../../errors';
import { accountMessages } from './account-messages';

/** Who wants a seat: the user and its licence. */
interface SeatRequest {
  userId: number;
  licenceId: number;
}

/** The users of a licence signed in now: a session with a keep-alive within the active window. */
export function signedInUsers(db: Executor, licenceId: number, keepAliveSeconds: number, now: Date): Promise<number[]> {
  return activeUserIds(db, licenceId, new Date(now.getTime() - sessionActiveWindowMs(keepAliveSeconds)).toISOString(), now.toISOString());
}

/**
 * Refuses a sign-in the licence does not allow (spec 02 sections 5 and 6): an application licence
 * of another application, or a licence whose concurrent-user limit is reached by other users (the
 * user's own other sessions take no extra seat).
 */
export async function assertSeatFree(db: Executor, request: SeatRequest, keepAliveSeconds: number, now: Date): Promise<void> {
  const licence = await findLicenceById(db, request.licenceId);
  if (!licence) throw unauthorised(accountMessages.noLicence);
  if (licence.kind === 'application' && licence.applicationCode !== applicationCodes.web) throw forbidden(accountMessages.otherApplication);
  if (licence.maxConcurrentUsers === null) return;
  const active = await signedInUsers(db, licence.id, keepAliveSeconds, now);
  if (!active.includes(request.userId) && active.length >= licence.maxConcurrentUsers) throw forbidden(accountMessages.concurrentLimit);
}
