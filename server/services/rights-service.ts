import type { Executor } from '../db/executor';
import { listRightNames } from '../db/repositories/rights';
import type { UserRightsTable } from '../db/schema';
import { platformMessages, renderMessage } from '../messages';
import type { Caller } from './caller';

/** Grants every feature word or function name of its kind (the demo user has it). */
export const everyRight = '*';

/** Answer of CheckFunctionRights and UserHasFunction. */
export type RightsAnswer =
  | { ResultCode: 'Succes'; Allowed: true }
  | { ResultCode: 'No_Rights'; Allowed: false; ResultMessage: string; ErrorId: string };

/**
 * Whether the caller holds a feature word or function name (spec 01 section 6, spec 02 section
 * 6): allowed when the name, in any case, or '*' is stored for the user. The spec counts a check
 * as allowed only on result code Succes, so a refusal answers 'No_Rights' with the catalogue text.
 */
export async function checkRight(db: Executor, caller: Caller, kind: UserRightsTable['kind'], name: string): Promise<RightsAnswer> {
  const wanted = name.trim().toLowerCase();
  const granted = await listRightNames(db, caller.userId, kind);
  if (granted.some((right) => right === everyRight || right.toLowerCase() === wanted)) {
    return { ResultCode: 'Succes', Allowed: true };
  }
  return { ResultCode: 'No_Rights', Allowed: false, ResultMessage: renderMessage(platformMessages.noRights), ErrorId: platformMessages.noRights.key };
}
