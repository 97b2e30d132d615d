import type { MeasurementPoint } from '../../domain/entities/measurement-point';
import { joinIds } from '../../domain/names/sample-names';
import { prIdText } from '../envelope';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { guidsOf, readTables, sentVersionsOf, writeTables } from './wire-calls';

const pointTables = pickTables('tblMeasurementPoints');

/** The tables of a point with everything under it (GetMeasurementPointWithChilds, spec 01 section 7). */
export const pointTreeTables = pickTables(
  'tblMeasurementPoints', 'tblLayers', 'tblJars', 'tblFilterTubes', 'tblFinishings',
  'tblWaterSamples', 'tblBottles', 'tblObservation', 'tblWaterSampleMeasurements',
);

/** A point with its layers, jars, tubes, finishings, samples, bottles and observations. */
export type PointTree = VeldTables<typeof pointTreeTables>;

/** GetMeasurementPoints: every point of the project (spec 01 section 7). */
export async function getMeasurementPoints(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<MeasurementPoint[]> {
  return (await readTables(api, 'GetMeasurementPoints', { ProjectID: prId }, pointTables, options)).tblMeasurementPoints;
}

/** GetMeasurementPointWithChilds: the point and every table under it (spec 01 section 7). */
export async function getMeasurementPointWithChilds(api: ApiClient, prId: ProjectId, mpGuid: string, options?: CallOptions): Promise<PointTree> {
  return readTables(api, 'GetMeasurementPointWithChilds', { ProjectID: prId, MeasurementPointGuid: mpGuid }, pointTreeTables, options);
}

/** How many points one GetMeasurementPointWithChilds asks for when reading a selection (the server takes up to 500). */
export const pointsPerTreeRead = 100;

/**
 * Several points with everything under them (copy or move, spec 01 section 4): GetMeasurementPointWithChilds
 * with the GUIDs separated by ';', 100 a call, the answers' tables put together.
 */
export async function getMeasurementPointsWithChilds(api: ApiClient, prId: ProjectId, mpGuids: readonly string[], options?: CallOptions): Promise<PointTree> {
  const trees: PointTree[] = [];
  for (let start = 0; start < mpGuids.length; start += pointsPerTreeRead) {
    trees.push(await getMeasurementPointWithChilds(api, prId, joinIds(mpGuids.slice(start, start + pointsPerTreeRead)), options));
  }
  const tables = Object.keys(pointTreeTables) as (keyof PointTree)[];
  return Object.fromEntries(tables.map((table) => [table, trees.flatMap((tree) => tree[table])])) as PointTree;
}

/**
 * SetMeasurementPoint: data {PrID, ...point} (MpGuid on UPDATE); DELETE sends PrID and MpGuid
 * (spec 01 section 7) and the RowVersion the point was loaded with (section 4). Answers tblMeasurementPoints.
 */
export async function setMeasurementPoint(
  api: ApiClient, prId: ProjectId, action: WriteAction, point: MeasurementPoint, options?: CallOptions,
): Promise<MeasurementPoint[]> {
  const data = action === 'DELETE' ? { PrID: prId, MpGuid: point.MpGuid, ...sentVersionsOf([point], 'MpGuid') } : { ...point, PrID: prId };
  return (await writeTables(api, 'SetMeasurementPoint', data, action, pointTables, options)).tblMeasurementPoints;
}

/**
 * SetMeasurementPoints: many points in one transaction (spec 01 section 7): {PrID,
 * MeasurementPoints} on INSERT or UPDATE, {PrID, MpGuids} (the rows' GUIDs) on DELETE.
 */
export async function setMeasurementPoints(
  api: ApiClient, prId: ProjectId, action: WriteAction, rows: readonly MeasurementPoint[], options?: CallOptions,
): Promise<MeasurementPoint[]> {
  const data = action === 'DELETE'
    ? { PrID: prId, MpGuids: guidsOf(rows, 'MpGuid'), ...sentVersionsOf(rows, 'MpGuid') }
    : { PrID: prId, MeasurementPoints: rows.map((row) => ({ ...row, PrID: prIdText(prId) })) };
  return (await writeTables(api, 'SetMeasurementPoints', data, action, pointTables, options)).tblMeasurementPoints;
}
