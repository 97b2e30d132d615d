import type { Executor } from '../../db/executor';
import { readSucceeded } from '../answers';
import type { ReadAnswer, VeldData } from '../answers';
import type { ChildFamily } from './child-family';
import { requirePoints, requireProject } from './child-scope';
import { childTables } from './child-tables';

/** A read of a family's rows: Parameters.ProjectID and, optionally, MeasurementPointGuid (spec 01 section 7). */
export interface ReadChildRowsRequest {
  prId: number;
  mpGuid: string | undefined;
}

/**
 * GetLayers, GetSoilSamples, GetGaugingTubes and GetFinishings (spec 01 section 7): the rows of one
 * point, or without MeasurementPointGuid of every point of the project (the soil-information overview
 * reads all layers at once), with the points where the spec names tblMeasurementPoints. A project or
 * point outside the caller's licence is refused as not found (issue 'Data service', deliver 5).
 */
export async function readChildRows(db: Executor, licenceId: number, family: ChildFamily, request: ReadChildRowsRequest): Promise<ReadAnswer> {
  return readSucceeded(await readChildTables(db, licenceId, family, request, family.answersPoints.read));
}

/** The tables of a family's read (readChildRows), with or without the points, for answers of another form. */
export async function readChildTables(db: Executor, licenceId: number, family: ChildFamily, request: ReadChildRowsRequest, withPoints: boolean): Promise<VeldData> {
  const projectId = await requireProject(db, family, 'read', licenceId, request.prId);
  if (request.mpGuid === undefined) return childTables(db, family, { projectId }, withPoints);
  const points = await requirePoints(db, family, 'read', projectId, [request.mpGuid]);
  const pointIds = [...points.values()].map((point) => point.MpID);
  return childTables(db, family, { pointIds }, withPoints);
}
