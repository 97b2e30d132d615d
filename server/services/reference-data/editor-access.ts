import { userAdministrationFunction } from '../../../src/domain/auth/account-constants';
import type { Executor } from '../../db/executor';
import { insertReferenceChange } from '../../db/repositories/licence-reference-data';
import { forbidden } from '../../errors';
import { platformMessages } from '../../messages';
import type { Caller } from '../caller';
import { checkRight } from '../rights-service';

/** Whether the caller is the licence's application manager, who edits code lists and templates (spec 02 section 6); others read them. */
export async function canEditReferenceData(db: Executor, caller: Caller): Promise<boolean> {
  return (await checkRight(db, caller, 'function', userAdministrationFunction)).Allowed;
}

/** Refuses a change by anyone but the application manager, with the rights message (spec 01 section 6). */
export async function assertCanEditReferenceData(db: Executor, caller: Caller): Promise<void> {
  if (!(await canEditReferenceData(db, caller))) throw forbidden(platformMessages.noRights);
}

/** Records a change of the licence's lists or templates; its version tells browsers their day caches are stale. */
export function recordReferenceChange(db: Executor, caller: Caller, subject: 'codeList' | 'template', target: string, action: string): Promise<number> {
  return insertReferenceChange(db, {
    licenceId: caller.licenceId, subject, target, action, changedBy: caller.username, changedAt: new Date().toISOString(),
  });
}
