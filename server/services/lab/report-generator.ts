import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { selectEntityRows, selectRowsByGuid } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findAnalysisSampleScope, findWaterSampleScope } from '../../db/repositories/lab-scope';
import { badRequest } from '../../errors';
import type { Caller } from '../caller';
import { recordKindSpecs } from '../project-records/record-kinds';
import { writeProjectRecords } from '../project-records/write-records';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import { waterSampleMessages } from '../water-samples/messages';
import { writeWaterSamples } from '../water-samples/write-water-samples';
import { labDataMessages } from './lab-data-messages';

/** The report generator's answer: a success code and the one record asked for or written (spec 02 section 7). */
interface RecordAnswer<Name extends string> {
  ResultCode: typeof resultCodes.read | typeof resultCodes.write;
  ResultMessage: string;
  Content: Record<Name, WireRow>;
}

/** An id in a path or a body: AsID/WsID as a number, else the GUID as text. */
export function recordKey(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
}

const samples = recordKindSpecs.analysisSample;

async function analysisSampleScope(db: Executor, caller: Caller, key: number | string, direction: 'read' | 'write') {
  const scope = await findAnalysisSampleScope(db, caller.licenceId, key);
  if (!scope) throw refuseBecause(direction, direction === 'read' ? samples.readFailed : samples.saveFailed, rowReasons.analysisSampleNotFound, { id: key });
  return scope;
}

/** The analysis sample with the jars and water samples it is made of (SampleParts). */
async function analysisSampleRecord(db: Executor, asGuid: string): Promise<WireRow> {
  const [sample = {}] = await selectRowsByGuid(db, 'analysisSample', [asGuid]);
  const parts = await selectEntityRows(db, 'analysisSamplePart', { column: 'AsID', values: [Number(sample.AsID)] });
  return { ...sample, SampleParts: parts };
}

/** GetAnlysisSample/{id} (spec 02 section 7, 'Report generator'): one analysis sample of the caller's licence by AsID or AsGuid. */
export async function getAnalysisSampleRecord(db: Executor, caller: Caller, key: number | string): Promise<RecordAnswer<'AnalysisSample'>> {
  const scope = await analysisSampleScope(db, caller, key, 'read');
  return { ResultCode: resultCodes.read, ResultMessage: '', Content: { AnalysisSample: await analysisSampleRecord(db, scope.asGuid) } };
}

/**
 * UpdateAnlysisSample (spec 02 section 7, 'Report generator'): the fields sent over the stored sample
 * named by AsID or AsGuid, on the one row path of SetAnalysisSamples (its rules: a sample on a sent
 * assignment is read-only, RowVersion guards against a lost update).
 */
export async function updateAnalysisSampleRecord(db: Executor, caller: Caller, row: WireRow): Promise<RecordAnswer<'AnalysisSample'>> {
  const key = recordKey(row.AsGuid) ?? recordKey(row.AsID);
  if (key === undefined) throw badRequest(labDataMessages.idMissing, { fields: 'AsID or AsGuid' });
  const scope = await analysisSampleScope(db, caller, key, 'write');
  const { AsID: _id, PrID: _project, SampleParts: _parts, ...fields } = row;
  await writeProjectRecords(db, caller, samples, 'UPDATE', { PrID: scope.prId, AnalysisSamples: [{ ...fields, AsGuid: scope.asGuid }] });
  return { ResultCode: resultCodes.write, ResultMessage: 'Saved', Content: { AnalysisSample: await analysisSampleRecord(db, scope.asGuid) } };
}

async function waterSampleScope(db: Executor, caller: Caller, key: number | string, direction: 'read' | 'write') {
  const scope = await findWaterSampleScope(db, caller.licenceId, key);
  if (!scope) throw refuseBecause(direction, direction === 'read' ? waterSampleMessages.readFailed : waterSampleMessages.saveFailed, labDataMessages.waterSampleNotFound, { id: key });
  return scope;
}

/** The water sample with its observations and bottles. */
async function waterSampleRecord(db: Executor, wsGuid: string): Promise<WireRow> {
  const [sample = {}] = await selectRowsByGuid(db, 'waterSample', [wsGuid]);
  const bySample = { column: 'WsID', values: [Number(sample.WsID)] };
  return { ...sample, Observations: await selectEntityRows(db, 'observation', bySample), Bottles: await selectEntityRows(db, 'bottle', bySample) };
}

/** GetWaterSample/{id} (spec 02 section 7, 'Report generator'): one water (or air) sample of the caller's licence by WsID or WsGuid. */
export async function getWaterSampleRecord(db: Executor, caller: Caller, key: number | string): Promise<RecordAnswer<'WaterSample'>> {
  const scope = await waterSampleScope(db, caller, key, 'read');
  return { ResultCode: resultCodes.read, ResultMessage: '', Content: { WaterSample: await waterSampleRecord(db, scope.wsGuid) } };
}

/**
 * UpdateWaterSample (spec 02 section 7, 'Report generator'): the fields sent over the stored sample
 * named by WsID or WsGuid, through SetWaterSamples UPDATE (names unique in the project, the matrix
 * fitting its placement, RowVersion); the sample stays where it is.
 */
export async function updateWaterSampleRecord(db: Executor, caller: Caller, row: WireRow): Promise<RecordAnswer<'WaterSample'>> {
  const key = recordKey(row.WsGuid) ?? recordKey(row.WsID);
  if (key === undefined) throw badRequest(labDataMessages.idMissing, { fields: 'WsID or WsGuid' });
  const scope = await waterSampleScope(db, caller, key, 'write');
  const { WsID: _id, MpID: _point, FtID: _tube, Observations: observations, Bottles: _bottles, ...fields } = row;
  await writeWaterSamples(db, caller, 'UPDATE', {
    PrID: scope.prId, MpGuid: scope.mpGuid, WaterSamples: [{ ...fields, WsGuid: scope.wsGuid }],
    Observations: Array.isArray(observations) ? observations.map((observation: unknown) => ({ ...(observation as WireRow), WsGuid: scope.wsGuid })) : [],
  });
  return { ResultCode: resultCodes.write, ResultMessage: 'Saved', Content: { WaterSample: await waterSampleRecord(db, scope.wsGuid) } };
}
