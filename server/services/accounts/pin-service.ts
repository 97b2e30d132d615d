import { randomInt } from 'node:crypto';
import { pinValidityMs } from '../../../src/domain/auth/account-constants';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { expireUserTokens, insertAccountToken, markAccountTokenUsed, openTokensOfUsers } from '../../db/repositories/account-tokens';
import { recordAuthEvent } from '../audit-service';
import type { Caller } from '../caller';
import { hashPassword, verifyPassword } from '../passwords';

/** Digits of a PIN: typed on a phone, yet 10^10 guesses against the sign-in throttle. */
const pinDigits = 10;

/** A new PIN and until when it works. */
export interface GeneratedPin {
  pin: string;
  expiresAt: Date;
}

/**
 * GenerateAndSavePincodeAsPassword (spec 02 sections 1, 7 and 9): a PIN for the mobile app or a
 * geo server, valid 2 weeks, stored as a salted scrypt hash (like a password), single-use; a new
 * PIN ends the previous one.
 */
export async function generatePin(db: Executor, caller: Pick<Caller, 'userId' | 'username' | 'licenceNumber'>, address: string, now = new Date()): Promise<GeneratedPin> {
  const pin = Array.from({ length: pinDigits }, () => String(randomInt(10))).join('');
  const tokenHash = await hashPassword(pin);
  const expiresAt = new Date(now.getTime() + pinValidityMs);
  await inTransaction(db, async (trx) => {
    await expireUserTokens(trx, caller.userId, 'pin', now.toISOString());
    await insertAccountToken(trx, { kind: 'pin', tokenHash, userId: caller.userId, expiresAt: expiresAt.toISOString(), createdAt: now.toISOString() });
    await recordAuthEvent(trx, { event: 'pin.generated', username: caller.username, licenceNumber: caller.licenceNumber, address, actor: caller.username }, now);
  });
  return { pin, expiresAt };
}

/**
 * Which of these users the PIN belongs to, taking it (single use); undefined when it is no open
 * PIN of theirs. Sign-in tries it after the password, under the same throttle.
 */
export async function takePin(db: Executor, userIds: readonly number[], pin: string, now: Date): Promise<number | undefined> {
  if (!/^\d+$/.test(pin)) return undefined;
  for (const open of await openTokensOfUsers(db, 'pin', userIds, now.toISOString())) {
    if (open.userId !== null && (await verifyPassword(pin, open.tokenHash)) && (await markAccountTokenUsed(db, open.id, now.toISOString()))) return open.userId;
  }
  return undefined;
}
