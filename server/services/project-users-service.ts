import { refusedReadCode, refusedWriteCode } from '../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../db/executor';
import { findLicenceUserId, licenceUsersWithPin, savePin } from '../db/repositories/project-users';
import { findProjectId } from '../db/repositories/scope';
import { refused } from '../errors';
import { normaliseUsername, type Caller } from './caller';
import { projectMessages } from './project-messages';

/** A participant of a project as GetUsers answers it (spec 02 section 3, 'Project user'). */
export interface ProjectUserAnswer {
  UserName: string;
  Person: { FirstName: string | null; LastName: string | null; Email: string | null };
  PrID: number;
  Enabled: boolean;
}

/** Which users GetUsers lists: those who pinned the project, those who did not, or everyone of the licence. */
export type ProjectUserFilter = 'pinned' | 'notPinned' | 'all';

/** 'Jan de Vries' → Jan / de Vries: the licence keeps one display name, the wire wants two parts. */
function splitName(displayName: string): { FirstName: string | null; LastName: string | null } {
  const trimmed = displayName.trim();
  const space = trimmed.indexOf(' ');
  if (trimmed === '') return { FirstName: null, LastName: null };
  return space < 0 ? { FirstName: trimmed, LastName: null } : { FirstName: trimmed.slice(0, space), LastName: trimmed.slice(space + 1) };
}

/**
 * GetUsers: the caller's licence's users with their pin on project `prId` (spec 01 section 4,
 * 'Project pin'; spec 02 section 3). Email is the invited address, null for accounts made without one.
 */
export async function listProjectUsers(db: Executor, caller: Caller, prId: number, filter: ProjectUserFilter): Promise<ProjectUserAnswer[]> {
  if ((await findProjectId(db, caller.licenceId, prId)) === undefined) throw refused(refusedReadCode, projectMessages.notFound);
  const users = await licenceUsersWithPin(db, caller.licenceId, prId);
  return users
    .filter((user) => filter === 'all' || (filter === 'pinned') === user.enabled)
    .map((user) => ({ UserName: user.username, Person: { ...splitName(user.displayName), Email: user.email }, PrID: prId, Enabled: user.enabled }));
}

/**
 * UnpinAndPinProject: pins (Enabled true) or unpins the project for `userToPin` — a user of the
 * caller's own licence — or for the caller when none is named. Another licence's project or user
 * is not found.
 */
export function setProjectPin(db: Executor, caller: Caller, prId: number, enabled: boolean, userToPin?: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    if ((await findProjectId(trx, caller.licenceId, prId)) === undefined) throw refused(refusedWriteCode, projectMessages.notFound);
    const username = userToPin === undefined ? caller.username : normaliseUsername(userToPin);
    const userId = username === caller.username ? caller.userId : await findLicenceUserId(trx, caller.licenceId, username);
    if (userId === undefined) throw refused(refusedWriteCode, projectMessages.userNotFound, { user: username });
    await savePin(trx, prId, userId, enabled);
  });
}
