import type { FilterTube } from '../../domain/entities/filter-tube';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { readTables, rowsOrGuids, writeTables } from './wire-calls';

const tubeTables = pickTables('tblMeasurementPoints', 'tblFilterTubes');
const projectTubeTables = pickTables('tblFilterTubes');

/** A point's gauging (filter) tubes, with the point when the answer carries it. */
export type GaugingTubeTables = VeldTables<typeof tubeTables>;

/** GetGaugingTubes of one point (spec 01 section 7). */
export async function getGaugingTubes(api: ApiClient, prId: ProjectId, mpGuid: string, options?: CallOptions): Promise<GaugingTubeTables> {
  return readTables(api, 'GetGaugingTubes', { ProjectID: prId, MeasurementPointGuid: mpGuid }, tubeTables, options);
}

/**
 * Every gauging tube of a project: GetGaugingTubes without MeasurementPointGuid (spec 01 section 7),
 * e.g. for the XYZ import, which must know which points already have a tube.
 */
export async function getProjectGaugingTubes(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<FilterTube[]> {
  return (await readTables(api, 'GetGaugingTubes', { ProjectID: prId }, projectTubeTables, options)).tblFilterTubes;
}

/** SetGaugingTubes: {PrID, MpGuid, FilterTubes}, or FtGuid on DELETE; answers tblFilterTubes (spec 01 section 7). */
export async function setGaugingTubes(
  api: ApiClient, prId: ProjectId, mpGuid: string, action: WriteAction, rows: readonly FilterTube[], options?: CallOptions,
): Promise<GaugingTubeTables> {
  const data = { PrID: prId, MpGuid: mpGuid, ...rowsOrGuids({ rowsField: 'FilterTubes', deleteField: 'FtGuid', guidField: 'FtGuid' }, action, rows) };
  return writeTables(api, 'SetGaugingTubes', data, action, tubeTables, options);
}
