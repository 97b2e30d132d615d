import type { Jar } from '../../domain/entities/jar';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { readTables, rowsOrGuids, writeTables } from './wire-calls';

const jarTables = pickTables('tblMeasurementPoints', 'tblJars');

/** A point's soil samples (jars), with the point when the answer carries it. */
export type SoilSampleTables = VeldTables<typeof jarTables>;

/** GetSoilSamples of one point (spec 01 section 7). */
export async function getSoilSamples(api: ApiClient, prId: ProjectId, mpGuid: string, options?: CallOptions): Promise<SoilSampleTables> {
  return readTables(api, 'GetSoilSamples', { ProjectID: prId, MeasurementPointGuid: mpGuid }, jarTables, options);
}

/** SetSoilSamples: {PrID, MpGuid, Jars}, or JrGuid on DELETE; answers tblJars (spec 01 section 7). */
export async function setSoilSamples(
  api: ApiClient, prId: ProjectId, mpGuid: string, action: WriteAction, rows: readonly Jar[], options?: CallOptions,
): Promise<SoilSampleTables> {
  const data = { PrID: prId, MpGuid: mpGuid, ...rowsOrGuids({ rowsField: 'Jars', deleteField: 'JrGuid', guidField: 'JrGuid' }, action, rows) };
  return writeTables(api, 'SetSoilSamples', data, action, jarTables, options);
}
