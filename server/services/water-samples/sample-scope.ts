import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findPointId, findProjectId, findTubeId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import type { Outcome } from '../records/plan-rows';
import { reasonText, recordReasons } from '../records/reasons';

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
 * Resolves project → point → tube for the caller's licence (issue 'Data service', deliver 5): a
 * record of another licence is not found, with the same reason as one that does not exist.
 */
export async function findPointScope(db: Executor, caller: Caller, address: PointAddress): Promise<Outcome<PointScope>> {
  const prId = await findProjectId(db, caller.licenceId, address.prId);
  if (prId === undefined) return { ok: false, reason: reasonText(recordReasons.projectNotFound, { project: address.prId }) };
  const mpId = await findPointId(db, caller.licenceId, prId, address.mpGuid);
  if (mpId === undefined) return { ok: false, reason: reasonText(recordReasons.pointNotFound, { guid: address.mpGuid }) };
  const ftGuid = givenGuid(address.ftGuid);
  if (ftGuid === undefined) return { ok: true, value: { prId, mpId, ftId: null } };
  const ftId = await findTubeId(db, mpId, ftGuid);
  if (ftId === undefined) return { ok: false, reason: reasonText(recordReasons.tubeNotFound, { guid: ftGuid }) };
  return { ok: true, value: { prId, mpId, ftId } };
}

/** The MpIDs of every point of a project. */
export async function pointIdsOfProject(db: Executor, prId: number): Promise<number[]> {
  const points = await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
  return points.map((point) => Number(point.MpID));
}

/** Every water and air sample of a project: the scope of name uniqueness (spec 01 section 5). */
export async function waterSamplesOfProject(db: Executor, prId: number): Promise<WireRow[]> {
  return selectEntityRows(db, 'waterSample', { column: 'MpID', values: await pointIdsOfProject(db, prId) });
}
