import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findPointId, findProjectId, findTubeId } from '../../db/repositories/scope';
import type { RefusalOptions } from '../../errors';
import type { CatalogueMessage } from '../../messages';
import type { Caller } from '../caller';
import { refuseBecause, rowReasons } from '../rows/row-reasons';

/** A point of the caller's licence, and the tube a call names under it (null: none, a surface placement). */
export interface PointScope {
  prId: number;
  mpId: number;
  ftId: number | null;
}

/** The GUIDs a water-sample call names its place with (spec 01 section 7). */
export interface PointAddress {
  prId: number;
  mpGuid: string;
  /** Omitted, null or '' when there is no tube (spec 01 section 7: 'FtGuid omitted on update when empty'). */
  ftGuid?: string | null | undefined;
}

/** A GUID that is really there: trimmed, and undefined when blank. */
export function givenGuid(guid: string | null | undefined): string | undefined {
  const trimmed = guid?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Resolves project → point → tube of a write for the caller's licence (spec 02 section 6): a record
 * of another licence is refused with `message` and the same reason as one that does not exist.
 */
export async function requirePointScope(db: Executor, caller: Caller, address: PointAddress, message: CatalogueMessage, options?: RefusalOptions): Promise<PointScope> {
  const direction = 'write';
  const prId = await findProjectId(db, caller.licenceId, address.prId);
  if (prId === undefined) throw refuseBecause(direction, message, rowReasons.projectNotFound, { project: address.prId }, options);
  const mpId = await findPointId(db, caller.licenceId, prId, address.mpGuid);
  if (mpId === undefined) throw refuseBecause(direction, message, rowReasons.pointNotFound, { guid: address.mpGuid }, options);
  const ftGuid = givenGuid(address.ftGuid);
  if (ftGuid === undefined) return { prId, mpId, ftId: null };
  const ftId = await findTubeId(db, mpId, ftGuid);
  if (ftId === undefined) throw refuseBecause(direction, message, rowReasons.tubeNotFound, { guid: ftGuid }, options);
  return { prId, mpId, ftId };
}

/** The MpIDs of every point of a project. */
export async function pointIdsOfProject(db: Executor, prId: number): Promise<number[]> {
  const points = await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
  return points.map((point) => Number(point.MpID));
}
