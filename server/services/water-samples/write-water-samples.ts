import { sampleKind } from '../../../src/domain/codes/matrix-codes';
import { hasErrors } from '../../../src/domain/validation/issue';
import { refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { WriteAction } from '../../routes/envelopes';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import { applyDelete, applyWrite, planDelete, planWrite } from '../records/plan-rows';
import type { PlannedRow } from '../records/plan-rows';
import { refusedBecause, refusedForIssues } from '../records/reasons';
import { parseRows, plannedRowIssues } from '../records/row-checks';
import { matrixPlacementIssues, normalisedMatrix } from '../../../src/domain/validation/rules/matrix-placement';
import { waterSampleMessages } from './messages';
import { sampleTablesOfPoints } from './read-water-samples';
import { findPointScope, givenGuid, waterSamplesOfProject } from './sample-scope';
import type { PointScope } from './sample-scope';
import { applyObservations, planObservations } from './write-observations';

/** The data of SetWaterSamples / setWaterSamples (spec 01 and 02 section 7). */
export interface WaterSamplesData {
  PrID: number;
  MpGuid: string;
  /** The tube of tube (ground) samples; omitted or empty for surface samples. */
  FtGuid?: string | null | undefined;
  WaterSamples?: unknown[] | undefined;
  Observations?: unknown[] | undefined;
  /** DELETE: the samples to delete. */
  WsGuid?: string[] | undefined;
}

const refuse = (reason: string) => refusedBecause(refusedWriteCode, waterSampleMessages.saveFailed, reason);

/**
 * The planned samples checked the way the browser checks them: names unique in the project and at
 * most 50 characters (spec 01 section 5), and each matrix a known code that fits the sample's
 * placement (spec 01 section 3). Matrices are stored in upper case.
 */
async function checkSamples(db: Executor, scope: PointScope, planned: PlannedRow[]): Promise<void> {
  for (const row of planned) {
    if (row.merged.WsMatrixCode !== undefined) row.merged.WsMatrixCode = normalisedMatrix(row.merged.WsMatrixCode);
  }
  const issues = [
    ...plannedRowIssues('waterSample', planned, await waterSamplesOfProject(db, scope.prId)),
    ...planned.flatMap((row) => matrixPlacementIssues(row.merged.WsMatrixCode, sampleKind(row.merged), { required: false })),
  ];
  if (hasErrors(issues)) throw refusedForIssues(refusedWriteCode, waterSampleMessages.saveFailed, issues);
}

/**
 * SetWaterSamples (spec 01 section 7): writes a point's water or air samples in one transaction.
 * With FtGuid the samples hang under that tube (FtID set: tube samples), without it directly under
 * the point (surface samples); an UPDATE without FtGuid leaves each sample where it is. Observations
 * replace the samples' stored observations of the same property code. DELETE removes the samples
 * named by WsGuid with their bottles and observations. Answers the point's tubes, samples,
 * observations and bottles.
 */
export async function writeWaterSamples(db: Executor, caller: Caller, action: WriteAction, data: WaterSamplesData): Promise<WriteAnswer> {
  return inTransaction(db, async (trx) => {
    const found = await findPointScope(trx, caller, { prId: data.PrID, mpGuid: data.MpGuid, ftGuid: data.FtGuid });
    if (!found.ok) throw refuse(found.reason);
    const scope = found.value;
    const pointSamples = await selectEntityRows(trx, 'waterSample', { column: 'MpID', values: [scope.mpId] });
    if (action === 'DELETE') {
      const ids = planDelete('waterSample', data.WsGuid ?? [], pointSamples);
      if (!ids.ok) throw refuse(ids.reason);
      await applyDelete(trx, 'waterSample', ids.value);
    } else {
      const rows = parseRows('waterSample', data.WaterSamples ?? [], 'WaterSamples');
      if (!rows.ok) throw refuse(rows.reason);
      const placeFromCall = action === 'INSERT' || givenGuid(data.FtGuid) !== undefined;
      const fixed: WireRow = placeFromCall ? { MpID: scope.mpId, FtID: scope.ftId } : { MpID: scope.mpId };
      const planned = await planWrite(trx, { kind: 'waterSample', action, rows: rows.value, stored: pointSamples, fixed, serverFields: ['FtID'], now: new Date() });
      if (!planned.ok) throw refuse(planned.reason);
      await checkSamples(trx, scope, planned.value);
      await applyWrite(trx, 'waterSample', planned.value);
      const observations = await planObservations(trx, scope, data.Observations ?? []);
      if (!observations.ok) {
        throw observations.issues ? refusedForIssues(refusedWriteCode, waterSampleMessages.saveFailed, observations.issues) : refuse(observations.reason);
      }
      await applyObservations(trx, observations.groups);
    }
    return writeSucceeded(await sampleTablesOfPoints(trx, [scope.mpId]));
  });
}
