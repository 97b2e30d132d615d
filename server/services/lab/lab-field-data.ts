import { airMatrixCodes } from '../../../src/domain/codes/matrix-codes';
import { keepsFieldSample } from '../../../src/domain/lab/field-sample-age';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import type { CatalogueMessage } from '../../messages';
import { readSucceeded } from '../answers';
import type { ReadAnswer } from '../answers';
import type { Caller } from '../caller';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import { readProject } from '../project-service';
import { treeTables } from '../project-tree-tables';
import { findProjectId } from '../../db/repositories/scope';
import { labDataMessages } from './lab-data-messages';

/** What the lab data reads are asked (spec 02 section 7): the project, and the age limit of its field samples in days (0: none). */
export interface LabDataRequest {
  projectId: number;
  excludeOlderThanDays: number;
}

async function projectOf(db: Executor, caller: Caller, projectId: number, message: CatalogueMessage): Promise<number> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refuseBecause('read', message, rowReasons.projectNotFound, { project: projectId });
  return prId;
}

/**
 * GetLabassignmentSoilData (spec 02 section 7): what a lab assignment of soil is made from — the
 * project's points, their layers, and the jars taken no longer than ExcludeFieldsampleOlderThenXDays
 * ago (0: every jar).
 */
export async function getLabAssignmentSoilData(db: Executor, caller: Caller, request: LabDataRequest, now = new Date()): Promise<ReadAnswer> {
  const prId = await projectOf(db, caller, request.projectId, labDataMessages.soilDataFailed);
  const jars = await selectRowsOfProject(db, 'jar', prId);
  return readSucceeded({
    tblMeasurementPoints: await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] }),
    tblLayers: await selectRowsOfProject(db, 'layer', prId),
    tblJars: jars.filter((jar) => keepsFieldSample(jar.JrDate, request.excludeOlderThanDays, now)),
  });
}

const isAirSample = (sample: WireRow) => (airMatrixCodes as readonly unknown[]).includes(sample.WsMatrixCode);

/**
 * GetLabassignmentWaterData (spec 02 section 7): the project's water samples (not its air samples)
 * taken no longer than ExcludeFieldsampleOlderThenXDays ago (0: all), in VeldData.tblWaterSamples —
 * an empty FtID a surface sample, a present one a tube (ground) sample (spec 02 section 3) — with
 * their points, tubes and bottles.
 */
export async function getLabAssignmentWaterData(db: Executor, caller: Caller, request: LabDataRequest, now = new Date()): Promise<ReadAnswer> {
  const prId = await projectOf(db, caller, request.projectId, labDataMessages.waterDataFailed);
  const samples = (await selectRowsOfProject(db, 'waterSample', prId))
    .filter((sample) => !isAirSample(sample) && keepsFieldSample(sample.WsDate, request.excludeOlderThanDays, now));
  const kept = new Set(samples.map((sample) => Number(sample.WsID)));
  return readSucceeded({
    tblMeasurementPoints: await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] }),
    tblFilterTubes: await selectRowsOfProject(db, 'filterTube', prId),
    tblWaterSamples: samples,
    tblBottles: (await selectRowsOfProject(db, 'bottle', prId)).filter((bottle) => kept.has(Number(bottle.WsID))),
  });
}

/**
 * GetProjectWithFieldData (spec 02 section 7): the project (tblProjects, as GetSingleProject answers
 * it) with every table of its field data, the tables of a project tree (spec 01 section 7).
 */
export async function getProjectWithFieldData(db: Executor, caller: Caller, projectId: number): Promise<ReadAnswer> {
  const prId = await projectOf(db, caller, projectId, labDataMessages.projectWithFieldDataFailed);
  const tables: Record<`tbl${string}`, WireRow[]> = {};
  for (const { table, kind } of treeTables) tables[table] = await selectRowsOfProject(db, kind, prId);
  return readSucceeded({ tblProjects: await readProject(db, caller, prId), ...tables });
}
