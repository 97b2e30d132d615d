import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findProjectId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import { recordKindSpecs } from '../project-records/record-kinds';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import type { ResultReadRequest } from './result-content';

/**
 * GetAllSamples' and GetAllSampleParts' answer (spec 02 section 7): Content as JSON text of the list,
 * and the same rows as every read call carries them (Files[0].FileContent with VeldData).
 */
interface SampleReadAnswer {
  ResultCode: typeof resultCodes.read;
  ResultMessage: string;
  Content: string;
  Files: { FileContent: string }[];
}

const spec = recordKindSpecs.analysisSample;

function answerOf(table: string, rows: readonly WireRow[]): SampleReadAnswer {
  return { ResultCode: resultCodes.read, ResultMessage: '', Content: JSON.stringify(rows), Files: [{ FileContent: JSON.stringify({ VeldData: { [table]: rows } }) }] };
}

/** The project's analysis samples, only the one named by SampleGuid when given (any letter case). */
async function samplesOf(db: Executor, caller: Caller, request: ResultReadRequest): Promise<WireRow[]> {
  const prId = await findProjectId(db, caller.licenceId, request.ProjectID);
  if (prId === undefined) throw refuseBecause('read', spec.readFailed, rowReasons.projectNotFound, { project: request.ProjectID });
  const all = await selectEntityRows(db, 'analysisSample', { column: 'PrID', values: [prId] });
  if (request.SampleGuid === undefined) return all;
  const wanted = request.SampleGuid.trim().toLowerCase();
  const chosen = all.filter((sample) => String(sample.AsGuid).toLowerCase() === wanted);
  if (chosen.length === 0) throw refuseBecause('read', spec.readFailed, rowReasons.analysisSampleNotFound, { id: request.SampleGuid });
  return chosen;
}

/** GetAllSamples (spec 02 section 7): the project's analysis samples, each with its ResultCount. */
export async function getAllSamples(db: Executor, caller: Caller, request: ResultReadRequest): Promise<SampleReadAnswer> {
  return answerOf(entityDescriptors.analysisSample.tableName, await samplesOf(db, caller, request));
}

/** GetAllSampleParts (spec 02 section 7, ProjectID and SampleGuid): the jars and water samples the project's (or one) analysis samples are made of. */
export async function getAllSampleParts(db: Executor, caller: Caller, request: ResultReadRequest): Promise<SampleReadAnswer> {
  const chosen = await samplesOf(db, caller, request);
  const parts = await selectEntityRows(db, 'analysisSamplePart', { column: 'AsID', values: chosen.map((sample) => Number(sample.AsID)) });
  return answerOf(entityDescriptors.analysisSamplePart.tableName, parts);
}
