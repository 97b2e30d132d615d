import type { Executor } from '../db/executor';
import { inTransaction } from '../db/executor';
import { findLicenceByNumber, insertLicence } from '../db/repositories/licences';
import { grantRights } from '../db/repositories/rights';
import { findUsersByName, insertUser } from '../db/repositories/users';
import { normaliseUsername } from './caller';
import { hashPassword } from './passwords';
import { everyRight } from './rights-service';

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

/** What adding an account did, or why it did not. */
export type AddAccountResult =
  | { ok: true; userId: number; licenceId: number; licenceCreated: boolean }
  | { ok: false; reason: 'userExists' };

/**
 * Adds a user, and its licence when the number is new (issue 'Data service', deliver 10: the admin
 * CLI; deliver 5: the demo account). All or nothing.
 */
export async function addAccount(db: Executor, account: NewAccount, now = new Date()): Promise<AddAccountResult> {
  const username = normaliseUsername(account.username);
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
    return { ok: true, userId, licenceId, licenceCreated: existing === undefined } as const;
  });
}
