import type { Finishing } from '../../domain/entities/finishing';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { readTables, rowsOrGuids, writeTables } from './wire-calls';

const finishingTables = pickTables('tblMeasurementPoints', 'tblFinishings');

/** A point and its finishings (GetFinishings answers both, spec 01 section 7). */
export type FinishingTables = VeldTables<typeof finishingTables>;

/** GetFinishings of one point (spec 01 section 7). */
export async function getFinishings(api: ApiClient, prId: ProjectId, mpGuid: string, options?: CallOptions): Promise<FinishingTables> {
  return readTables(api, 'GetFinishings', { ProjectID: prId, MeasurementPointGuid: mpGuid }, finishingTables, options);
}

/** SetFinishings: {PrID, MpGuid, Finishings}, or FiGuid on DELETE; answers tblFinishings (spec 01 section 7). */
export async function setFinishings(
  api: ApiClient, prId: ProjectId, mpGuid: string, action: WriteAction, rows: readonly Finishing[], options?: CallOptions,
): Promise<FinishingTables> {
  const data = { PrID: prId, MpGuid: mpGuid, ...rowsOrGuids({ rowsField: 'Finishings', deleteField: 'FiGuid', guidField: 'FiGuid' }, action, rows) };
  return writeTables(api, 'SetFinishings', data, action, finishingTables, options);
}
