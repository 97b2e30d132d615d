import { hasErrors } from '../../../src/domain/validation/issue';
import { validateWaterSample } from '../../../src/domain/validation/entities/water-sample';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { findProjectId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import { waterSampleMessages } from './messages';

/** The data of ValidateWaterSampleName (spec 01 and 02 section 7). */
export interface SampleNameCheck {
  WaterSampleName: string;
  PrID: number;
  /** The sample being named, ignored among the siblings; absent or empty for a new sample. */
  WSGuid?: string | null | undefined;
}

/** The answer: Succes with a boolean in data (spec 02 section 7). */
export interface SampleNameAnswer {
  ResultCode: typeof resultCodes.rights;
  ResultMessage: string;
  data: boolean;
}

/**
 * ValidateWaterSampleName (spec 01 section 5): true when the name is at most 50 characters and no
 * other water or air sample of the project carries it (trimmed, any letter case), ignoring the
 * sample WSGuid itself — the domain's rule, the one SetWaterSamples enforces.
 */
export async function checkSampleName(db: Executor, caller: Caller, check: SampleNameCheck): Promise<SampleNameAnswer> {
  const prId = await findProjectId(db, caller.licenceId, check.PrID);
  if (prId === undefined) throw refuseBecause('read', waterSampleMessages.nameCheckFailed, rowReasons.projectNotFound, { project: check.PrID });
  const siblings = await selectRowsOfProject(db, 'waterSample', prId, ['WsGuid', 'WsName']);
  const issues = validateWaterSample({ WsGuid: check.WSGuid ?? null, WsName: check.WaterSampleName }, siblings);
  return { ResultCode: resultCodes.rights, ResultMessage: '', data: !hasErrors(issues) };
}
