import type { Bottle } from '../../domain/entities/bottle';
import type { VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import type { SamplePlacement } from './water-samples';
import { readTables, rowsOrGuids, writeTables } from './wire-calls';

/** A water (or air) sample in its placement: bottles and air packaging hang under it. */
export interface SampleRef extends SamplePlacement {
  wsGuid: string;
}

/** GetWaterSampleBottles reads these six tables (spec 02 section 7). */
const bottleReadTables = pickTables('tblBottles', 'tblFilterTubes', 'tblMeasurementPoints', 'tblObservation', 'tblProjects', 'tblWaterSamples');
const bottleWriteTables = pickTables('tblBottles');

/** A sample's bottles with the sample, its tube, point, project and observations. */
export type BottleTables = VeldTables<typeof bottleReadTables>;

/** GetWaterSampleBottles: ProjectID, MeasurementPointGuid, GaugingTubeGuid, WaterSampleGuid (spec 02 section 7). */
export async function getWaterSampleBottles(api: ApiClient, sample: SampleRef, options?: CallOptions): Promise<BottleTables> {
  const parameters = {
    ProjectID: sample.prId, MeasurementPointGuid: sample.mpGuid,
    GaugingTubeGuid: sample.ftGuid ? sample.ftGuid : undefined, WaterSampleGuid: sample.wsGuid,
  };
  return readTables(api, 'GetWaterSampleBottles', parameters, bottleReadTables, options);
}

/** SetWaterSampleBottles: {PrID, MpGuid, FtGuid, WsGuid, Bottles}; DELETE adds BoGuid (spec 02 section 7). */
export async function setWaterSampleBottles(
  api: ApiClient, sample: SampleRef, action: WriteAction, rows: readonly Bottle[], options?: CallOptions,
): Promise<Bottle[]> {
  const data = {
    PrID: sample.prId, MpGuid: sample.mpGuid, FtGuid: sample.ftGuid ? sample.ftGuid : undefined, WsGuid: sample.wsGuid,
    ...rowsOrGuids({ rowsField: 'Bottles', deleteField: 'BoGuid', guidField: 'BoGuid' }, action, rows),
  };
  return (await writeTables(api, 'SetWaterSampleBottles', data, action, bottleWriteTables, options)).tblBottles;
}
