import { refusedReadCode, refusedWriteCode } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { findPointsByGuid } from '../../db/repositories/point-children';
import type { PointKey } from '../../db/repositories/point-children';
import { findProjectId } from '../../db/repositories/scope';
import { refused } from '../../errors';
import type { AppError } from '../../errors';
import type { CatalogueMessage, MessageParams } from '../../messages';
import { describeIssues } from '../issue-text';
import type { ChildFamily, RowIssue } from './child-family';
import { pointChildReasons, reasonText } from './messages';

/** Which way a refusal goes: a write answers Import_Failed, a read Export_Failed (issue 'Data service', deliver 10). */
export type CallDirection = 'write' | 'read';

/** A refusal of a family's call with a scope or GUID reason, e.g. 'Unable to save layers. Project 9 was not found.' */
export function refuseCall(family: ChildFamily, direction: CallDirection, reason: CatalogueMessage, params: MessageParams = {}): AppError {
  const code = direction === 'write' ? refusedWriteCode : refusedReadCode;
  return refused(code, direction === 'write' ? family.saveFailed : family.getFailed, { reason: reasonText(reason, params) });
}

/** A write refused by the domain's rules: the first errors in English as the reason, all issues with their rows. */
export function refuseIssues(family: ChildFamily, issues: readonly RowIssue[]): AppError {
  return refused(refusedWriteCode, family.saveFailed, { reason: describeIssues(issues) }, { issues });
}

/** The project's PrID when it belongs to the caller's licence; otherwise the call is refused as not found (deliver 5). */
export async function requireProject(db: Executor, family: ChildFamily, direction: CallDirection, licenceId: number, prId: number): Promise<number> {
  const found = await findProjectId(db, licenceId, prId);
  if (found === undefined) throw refuseCall(family, direction, pointChildReasons.projectNotFound, { prId });
  return found;
}

/** The points of the project named by `guids`, by GUID; one unknown GUID refuses the call. */
export async function requirePoints(db: Executor, family: ChildFamily, direction: CallDirection, prId: number, guids: readonly string[]): Promise<Map<string, PointKey>> {
  const unique = [...new Set(guids)];
  const points = new Map((await findPointsByGuid(db, prId, unique)).map((point) => [point.MpGuid, point]));
  const missing = unique.find((guid) => !points.has(guid));
  if (missing !== undefined) throw refuseCall(family, direction, pointChildReasons.pointNotFound, { mpGuid: missing });
  return points;
}
