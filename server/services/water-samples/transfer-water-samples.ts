import { hasErrors } from '../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import { refusedWriteCode, resultCodes } from '../../../src/domain/wire/result-codes';
import { refused } from '../../errors';
import type { AppError } from '../../errors';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { Caller } from '../caller';
import { describeIssues } from '../issue-text';
import { applyWrite, planWrite } from '../records/plan-rows';
import { reasonText } from '../records/reasons';
import { parseRows } from '../records/row-checks';
import { matrixPlacementIssues, normalisedMatrix } from '../../../src/domain/validation/rules/matrix-placement';
import { waterSampleMessages } from './messages';
import { findPointScope, givenGuid, waterSamplesOfProject } from './sample-scope';

/** The data of transferWaterSamples (spec 02 section 7). */
export interface TransferData {
  projectId: number;
  /** The destination point; required (spec 02 section 5), checked here so a missing one answers false. */
  MpGuid?: string | null | undefined;
  /** The destination tube; without it the samples become surface samples of the point. */
  FtGuid?: string | null | undefined;
  /** The samples to move, by WsGuid (or WsID), optionally with the matrix they get. */
  WaterSamples: unknown[];
}

/** The answer: Result true, or (as a refusal) Result false with the reason (spec 01 section 8). */
export interface TransferAnswer {
  ResultCode: typeof resultCodes.write;
  ResultMessage: string;
  Result: true;
}

function failed(reason: string, issues?: readonly ValidationIssue[]): AppError {
  return refused(refusedWriteCode, waterSampleMessages.transferFailed, { reason }, { extra: { Result: false }, ...(issues ? { issues } : {}) });
}

// A transfer moves samples and may set their matrix; other fields of the rows are not its business.
function transferFields(row: WireRow): WireRow {
  const picked: WireRow = {};
  for (const field of ['WsGuid', 'WsID', 'WsMatrixCode']) if (row[field] !== undefined) picked[field] = row[field];
  return picked;
}

/**
 * transferWaterSamples (spec 02 sections 5 and 7): moves samples of the caller's project to another
 * point, under a tube (tube samples) or not (surface samples), with their bottles and observations.
 * Destination and matrix are required and the matrix must fit the new placement; any refusal moves
 * nothing and answers Result false ('A failed water sample transfer returns false', spec 01 section 8).
 */
export async function transferWaterSamples(db: Executor, caller: Caller, data: TransferData): Promise<TransferAnswer> {
  return inTransaction(db, async (trx) => {
    const mpGuid = givenGuid(data.MpGuid);
    if (mpGuid === undefined) throw failed(reasonText(waterSampleMessages.destinationRequired));
    const found = await findPointScope(trx, caller, { prId: data.projectId, mpGuid, ftGuid: data.FtGuid });
    if (!found.ok) throw failed(found.reason);
    const destination = found.value;
    const rows = parseRows('waterSample', data.WaterSamples, 'WaterSamples');
    if (!rows.ok) throw failed(rows.reason);
    if (rows.value.length === 0) throw failed(reasonText(waterSampleMessages.nothingToTransfer));
    const planned = await planWrite(trx, {
      kind: 'waterSample',
      action: 'UPDATE',
      rows: rows.value.map(transferFields),
      stored: await waterSamplesOfProject(trx, destination.prId),
      fixed: { MpID: destination.mpId, FtID: destination.ftId },
      now: new Date(),
    });
    if (!planned.ok) throw failed(planned.reason);
    const placement = destination.ftId === null ? 'surface' : 'tube';
    const issues = planned.value.flatMap((row) => {
      row.merged.WsMatrixCode = normalisedMatrix(row.merged.WsMatrixCode);
      return matrixPlacementIssues(row.merged.WsMatrixCode, placement, { required: true });
    });
    if (hasErrors(issues)) throw failed(describeIssues(issues), issues);
    await applyWrite(trx, 'waterSample', planned.value);
    return { ResultCode: resultCodes.write, ResultMessage: '', Result: true };
  });
}
