import type { Observation } from '../../domain/entities/observation';
import type { WaterSample } from '../../domain/entities/water-sample';
import { resultCodes } from '../../domain/wire/result-codes';
import { isApiError } from '../errors';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { dataPath, guidsOf, readTables, readVerdict, sentVersionsOf, writeTables } from './wire-calls';

/**
 * Where water and air samples hang (spec 01 section 2): under a gauging tube (ftGuid), or directly
 * under the measurement point for surface water (ftGuid null or absent).
 */
export interface SamplePlacement {
  prId: ProjectId;
  mpGuid: string;
  ftGuid?: string | null | undefined;
}

/** The tables SetWaterSamples answers (spec 01 section 7), plus the point on reads. */
const sampleTables = pickTables('tblMeasurementPoints', 'tblFilterTubes', 'tblWaterSamples', 'tblObservation', 'tblBottles');

/** Samples of one placement with their tube, observations and bottles. */
export type WaterSampleTables = VeldTables<typeof sampleTables>;

const tubeGuid = (placement: SamplePlacement) => (placement.ftGuid ? placement.ftGuid : undefined);

/** GetWaterSamples of a point, or of one tube when ftGuid is given (spec 01 section 7). */
export async function getWaterSamples(api: ApiClient, placement: SamplePlacement, options?: CallOptions): Promise<WaterSampleTables> {
  const parameters = { ProjectID: placement.prId, MeasurementPointGuid: placement.mpGuid, GaugingTubeGuid: tubeGuid(placement) };
  return readTables(api, 'GetWaterSamples', parameters, sampleTables, options);
}

const projectSampleTables = pickTables('tblWaterSamples');

/** GetWaterSamples of the whole project: every water and air sample row, e.g. for names free in the project. */
export async function getProjectWaterSamples(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<WaterSample[]> {
  return (await readTables(api, 'GetWaterSamples', { ProjectID: prId }, projectSampleTables, options)).tblWaterSamples;
}

/**
 * SetWaterSamples (spec 01 section 7, spec 02 section 7): {PrID, MpGuid, FtGuid, WaterSamples,
 * Observations}; FtGuid is left out when empty; DELETE carries WsGuid (the rows' GUIDs).
 */
export async function setWaterSamples(
  api: ApiClient, placement: SamplePlacement, action: WriteAction, rows: readonly WaterSample[],
  observations: readonly Observation[] = [], options?: CallOptions,
): Promise<WaterSampleTables> {
  const where = { PrID: placement.prId, MpGuid: placement.mpGuid, FtGuid: tubeGuid(placement) };
  const data = action === 'DELETE'
    ? { ...where, WsGuid: guidsOf(rows, 'WsGuid'), ...sentVersionsOf(rows, 'WsGuid') }
    : { ...where, WaterSamples: rows, Observations: observations };
  return writeTables(api, 'SetWaterSamples', data, action, sampleTables, options);
}

/**
 * transferWaterSamples: {projectId, MpGuid, FtGuid?, WaterSamples}, action UPDATE (spec 01 section
 * 7). True when moved; a refusal answers false (spec 01 section 8), other failures throw.
 */
export async function transferWaterSamples(
  api: ApiClient, target: SamplePlacement, rows: readonly WaterSample[], options?: CallOptions,
): Promise<boolean> {
  const callName = 'transferWaterSamples';
  const data = { projectId: String(target.prId), MpGuid: target.mpGuid, FtGuid: tubeGuid(target), WaterSamples: rows };
  try {
    await api.post(callName, dataPath(callName), { data, action: 'UPDATE' }, [resultCodes.write], options);
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'refused') return false;
    throw error;
  }
}

/**
 * ValidateWaterSampleName: data {WaterSampleName, PrID, WSGuid} (spec 02 section 7): true when the
 * name (at most 50 characters) is free in the project.
 */
export async function validateWaterSampleName(
  api: ApiClient, prId: ProjectId, wsGuid: string | null, name: string, options?: CallOptions,
): Promise<boolean> {
  const callName = 'ValidateWaterSampleName';
  const data = { WaterSampleName: name, PrID: String(prId), WSGuid: wsGuid ?? null };
  const answer = await api.post(callName, dataPath(callName), { data }, [resultCodes.read, resultCodes.rights], options);
  return readVerdict(callName, answer);
}
