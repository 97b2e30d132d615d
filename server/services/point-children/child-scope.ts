import type { Executor } from '../../db/executor';
import { findPointsByGuid } from '../../db/repositories/point-children';
import type { PointKey } from '../../db/repositories/point-children';
import { findProjectId } from '../../db/repositories/scope';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import type { ChildFamily } from './child-family';

/** Which way a refusal goes: a write answers Import_Failed, a read Export_Failed (spec 01 section 7). */
export type CallDirection = 'write' | 'read';

function failed(family: ChildFamily, direction: CallDirection) {
  return direction === 'write' ? family.saveFailed : family.getFailed;
}

/** The project's PrID when it belongs to the caller's licence; otherwise the call is refused as not found. */
export async function requireProject(db: Executor, family: ChildFamily, direction: CallDirection, licenceId: number, prId: number): Promise<number> {
  const found = await findProjectId(db, licenceId, prId);
  if (found === undefined) throw refuseBecause(direction, failed(family, direction), rowReasons.projectNotFound, { project: prId });
  return found;
}

/** The points of the project named by `guids` (any letter case), by GUID as named; one unknown GUID refuses the call. */
export async function requirePoints(db: Executor, family: ChildFamily, direction: CallDirection, prId: number, guids: readonly string[]): Promise<Map<string, PointKey>> {
  const unique = [...new Set(guids)];
  const found = new Map((await findPointsByGuid(db, prId, unique)).map((point) => [point.MpGuid.toLowerCase(), point]));
  const points = new Map<string, PointKey>();
  for (const guid of unique) {
    const point = found.get(guid.toLowerCase());
    if (!point) throw refuseBecause(direction, failed(family, direction), rowReasons.pointNotFound, { guid });
    points.set(guid, point);
  }
  return points;
}
