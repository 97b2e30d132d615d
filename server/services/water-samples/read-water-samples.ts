import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findProjectId } from '../../db/repositories/scope';
import { readSucceeded } from '../answers';
import type { ReadAnswer, VeldData } from '../answers';
import type { CatalogueMessage, MessageParams } from '../../messages';
import type { Caller } from '../caller';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import { waterSampleMessages } from './messages';
import { givenGuid, pointIdsOfProject } from './sample-scope';

/** The read Parameters these calls take (spec 01 section 7). */
export interface SampleReadParameters {
  ProjectID: number;
  MeasurementPointGuid?: string | undefined;
  GaugingTubeGuid?: string | undefined;
  WaterSampleGuid?: string | undefined;
}

function ids(rows: readonly WireRow[], field: string): number[] {
  return rows.map((row) => Number(row[field]));
}

function sameGuid(row: WireRow, field: string, guid: string): boolean {
  return typeof row[field] === 'string' && row[field].toLowerCase() === guid.toLowerCase();
}

/** Observations and bottles of the given samples. */
async function childTables(db: Executor, samples: readonly WireRow[]): Promise<{ tblObservation: WireRow[]; tblBottles: WireRow[] }> {
  const scope = { column: 'WsID', values: ids(samples, 'WsID') };
  return { tblObservation: await selectEntityRows(db, 'observation', scope), tblBottles: await selectEntityRows(db, 'bottle', scope) };
}

/**
 * The sample tables of points (what SetWaterSamples answers, spec 01 section 7): their tubes,
 * water and air samples, and the samples' observations and bottles.
 */
export async function sampleTablesOfPoints(db: Executor, mpIds: readonly number[]): Promise<VeldData> {
  const scope = { column: 'MpID', values: mpIds };
  const samples = await selectEntityRows(db, 'waterSample', scope);
  return { tblFilterTubes: await selectEntityRows(db, 'filterTube', scope), tblWaterSamples: samples, ...(await childTables(db, samples)) };
}

function notFound(reason: CatalogueMessage, params: MessageParams) {
  return refuseBecause('read', waterSampleMessages.readFailed, reason, params);
}

async function projectOf(db: Executor, caller: Caller, projectId: number): Promise<number> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw notFound(rowReasons.projectNotFound, { project: projectId });
  return prId;
}

/** The project's points, or only the one MeasurementPointGuid names (refused when it names none). */
async function pointsOf(db: Executor, prId: number, mpGuid: string | undefined): Promise<WireRow[]> {
  const points = await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
  if (mpGuid === undefined) return points;
  const point = points.find((row) => sameGuid(row, 'MpGuid', mpGuid));
  if (!point) throw notFound(rowReasons.pointNotFound, { guid: mpGuid });
  return [point];
}

/**
 * GetWaterSamples (our call for the groundwater, surface and air grids; the spec names none): every
 * water and air sample of the project, or of one point, with tubes, observations and bottles.
 */
export async function readWaterSamples(db: Executor, caller: Caller, parameters: SampleReadParameters): Promise<ReadAnswer> {
  const prId = await projectOf(db, caller, parameters.ProjectID);
  const mpGuid = givenGuid(parameters.MeasurementPointGuid);
  const mpIds = mpGuid === undefined ? await pointIdsOfProject(db, prId) : ids(await pointsOf(db, prId, mpGuid), 'MpID');
  const ftGuid = givenGuid(parameters.GaugingTubeGuid);
  if (ftGuid === undefined) return readSucceeded(await sampleTablesOfPoints(db, mpIds));
  const scope = { column: 'MpID', values: mpIds };
  const narrowed = narrowToTube(await selectEntityRows(db, 'filterTube', scope), await selectEntityRows(db, 'waterSample', scope), ftGuid);
  return readSucceeded({ tblFilterTubes: narrowed.tubes, tblWaterSamples: narrowed.samples, ...(await childTables(db, narrowed.samples)) });
}

/** Only the tube `ftGuid` names and its samples; refused when the GUID names no tube of the points read. */
function narrowToTube(tubes: WireRow[], samples: WireRow[], ftGuid: string): { tubes: WireRow[]; samples: WireRow[] } {
  const tube = tubes.find((row) => sameGuid(row, 'FtGuid', ftGuid));
  if (!tube) throw notFound(rowReasons.tubeNotFound, { guid: ftGuid });
  return { tubes: [tube], samples: samples.filter((sample) => sample.FtID === tube.FtID) };
}

/**
 * GetWaterSampleBottles (spec 01 section 7): the project, its points (or the one named), their
 * tubes (or the one named), the samples under them (or the one named), and those samples'
 * bottles and observations. A GUID that names nothing in the caller's project is refused.
 */
export async function readWaterSampleBottles(db: Executor, caller: Caller, parameters: SampleReadParameters): Promise<ReadAnswer> {
  const prId = await projectOf(db, caller, parameters.ProjectID);
  const projects = await selectEntityRows(db, 'project', { column: 'PrID', values: [prId] });
  const points = await pointsOf(db, prId, givenGuid(parameters.MeasurementPointGuid));
  const pointScope = { column: 'MpID', values: ids(points, 'MpID') };
  let tubes = await selectEntityRows(db, 'filterTube', pointScope);
  let samples = await selectEntityRows(db, 'waterSample', pointScope);
  const ftGuid = givenGuid(parameters.GaugingTubeGuid);
  if (ftGuid !== undefined) ({ tubes, samples } = narrowToTube(tubes, samples, ftGuid));
  const wsGuid = givenGuid(parameters.WaterSampleGuid);
  if (wsGuid !== undefined) {
    samples = samples.filter((sample) => sameGuid(sample, 'WsGuid', wsGuid));
    if (samples.length === 0) throw notFound(rowReasons.sampleNotFound, { guid: wsGuid });
  }
  return readSucceeded({
    tblProjects: projects, tblMeasurementPoints: points, tblFilterTubes: tubes, tblWaterSamples: samples, ...(await childTables(db, samples)),
  });
}
