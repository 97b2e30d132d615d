import { lastChangedStamp } from '../../../src/domain/dates/timestamps';
import { hasErrors } from '../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import { matrixPlacementIssues, normalisedMatrix } from '../../../src/domain/validation/rules/matrix-placement';
import { refusedWriteCode, resultCodes } from '../../../src/domain/wire/result-codes';
import { refused } from '../../errors';
import type { AppError } from '../../errors';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectRowsByGuid } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { moveWaterSamples } from '../../db/repositories/water-samples';
import type { Caller } from '../caller';
import { describeIssues } from '../issue-text';
import { listGuids } from '../project-messages';
import { waterSampleRows } from '../rows/kinds/sample-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { reasonText, refusalReason, rowReasons } from '../rows/row-reasons';
import { waterSampleMessages } from './messages';
import { givenGuid, requirePointScope } from './sample-scope';

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

const answersFalse = { extra: { Result: false } };

function failed(reason: string, issues?: readonly ValidationIssue[]): AppError {
  return refused(refusedWriteCode, waterSampleMessages.transferFailed, { reason }, { ...answersFalse, ...(issues ? { issues } : {}) });
}

/** The project's samples the sent rows name, by WsGuid (any letter case) or WsID, in sent order; unknown keys refuse. */
async function samplesNamed(trx: Executor, prId: number, sent: readonly WireRow[]): Promise<WireRow[]> {
  const inProject = new Map((await selectRowsOfProject(trx, 'waterSample', prId, ['WsID', 'WsGuid', 'WsMatrixCode'])).map((row) => [Number(row.WsID), row]));
  const guids = sent.map((row) => givenGuid(typeof row.WsGuid === 'string' ? row.WsGuid : undefined)).filter((guid) => guid !== undefined);
  const byGuid = new Map((await selectRowsByGuid(trx, 'waterSample', guids)).filter((row) => inProject.has(Number(row.WsID))).map((row) => [String(row.WsGuid).toLowerCase(), row]));
  const missing: string[] = [];
  const found = sent.flatMap((row) => {
    const guid = typeof row.WsGuid === 'string' ? row.WsGuid.trim() : '';
    const sample = guid ? byGuid.get(guid.toLowerCase()) : inProject.get(Number(row.WsID));
    if (!sample) missing.push(guid || String(row.WsID));
    return sample ? [sample] : [];
  });
  if (missing.length > 0) throw failed(reasonText(rowReasons.rowsNotFound, { keys: listGuids(missing) }));
  return found;
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
    const destination = await requirePointScope(trx, caller, { prId: data.projectId, mpGuid, ftGuid: data.FtGuid }, waterSampleMessages.transferFailed, answersFalse);
    const parsed = parseIncomingRows(waterSampleRows, data.WaterSamples);
    if (!parsed.ok) throw failed(refusalReason('waterSample', parsed.refusal), parsed.refusal.cause === 'invalid' ? parsed.refusal.issues : undefined);
    if (parsed.value.length === 0) throw failed(reasonText(waterSampleMessages.nothingToTransfer));
    const sent = parsed.value.map((row) => ({ ...(data.WaterSamples[row.index] as WireRow), ...row.fields }));
    const samples = await samplesNamed(trx, destination.prId, sent);
    const placement = destination.ftId === null ? 'surface' : 'tube';
    const stamp = lastChangedStamp(new Date());
    const moves = samples.map((sample, index) => ({
      WsID: Number(sample.WsID), MpID: destination.mpId, FtID: destination.ftId, WsDateLastChanged: stamp,
      WsMatrixCode: normalisedMatrix(sent[index]?.WsMatrixCode ?? sample.WsMatrixCode) as string | null,
    }));
    const issues = moves.flatMap((move) => matrixPlacementIssues(move.WsMatrixCode, placement, { required: true }));
    if (hasErrors(issues)) throw failed(describeIssues(issues), issues);
    await moveWaterSamples(trx, moves);
    return { ResultCode: resultCodes.write, ResultMessage: '', Result: true };
  });
}
