import { hasErrors } from '../../../src/domain/validation/issue';
import { refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findWaterSampleId } from '../../db/repositories/scope';
import type { WriteAction } from '../../routes/envelopes';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import type { Outcome } from '../records/plan-rows';
import { applyDelete, applyWrite, planDelete, planWrite } from '../records/plan-rows';
import { reasonText, recordReasons, refusedBecause, refusedForIssues } from '../records/reasons';
import { parseRows, plannedRowIssues } from '../records/row-checks';
import { waterSampleMessages } from './messages';
import { findPointScope } from './sample-scope';
import type { PointAddress } from './sample-scope';

/** The data of SetWaterSampleBottles (spec 01 and 02 section 7). */
export interface BottlesData {
  PrID: number;
  MpGuid: string;
  FtGuid?: string | null | undefined;
  WsGuid: string;
  Bottles?: unknown[] | undefined;
  /** DELETE: the bottles to delete. */
  BoGuid?: string[] | undefined;
}

const refuse = (reason: string) => refusedBecause(refusedWriteCode, waterSampleMessages.bottlesSaveFailed, reason);

/**
 * The WsID of the sample the call names, under the caller's point — and under the named tube,
 * when FtGuid is given — else the reason it is not found.
 */
async function findSample(db: Executor, caller: Caller, address: PointAddress, wsGuid: string): Promise<Outcome<number>> {
  const scope = await findPointScope(db, caller, address);
  if (!scope.ok) return scope;
  const wsId = await findWaterSampleId(db, scope.value.mpId, wsGuid);
  const notFound = { ok: false, reason: reasonText(recordReasons.sampleNotFound, { guid: wsGuid }) } as const;
  if (wsId === undefined) return notFound;
  if (scope.value.ftId !== null) {
    const [sample] = await selectEntityRows(db, 'waterSample', { column: 'WsID', values: [wsId] });
    if (sample?.FtID !== scope.value.ftId) return notFound;
  }
  return { ok: true, value: wsId };
}

/**
 * SetWaterSampleBottles (spec 01 section 7): writes the bottles (or air packaging) of one water
 * sample in one transaction; a bottle name is unique within its sample and barcodes follow the
 * barcode rule (spec 01 section 5). DELETE removes the bottles named by BoGuid. Answers the
 * sample's tblBottles.
 */
export async function writeBottles(db: Executor, caller: Caller, action: WriteAction, data: BottlesData): Promise<WriteAnswer> {
  return inTransaction(db, async (trx) => {
    const sample = await findSample(trx, caller, { prId: data.PrID, mpGuid: data.MpGuid, ftGuid: data.FtGuid }, data.WsGuid);
    if (!sample.ok) throw refuse(sample.reason);
    const scope = { column: 'WsID', values: [sample.value] };
    const stored = await selectEntityRows(trx, 'bottle', scope);
    if (action === 'DELETE') {
      const ids = planDelete('bottle', data.BoGuid ?? [], stored);
      if (!ids.ok) throw refuse(ids.reason);
      await applyDelete(trx, 'bottle', ids.value);
    } else {
      const rows = parseRows('bottle', data.Bottles ?? [], 'Bottles');
      if (!rows.ok) throw refuse(rows.reason);
      const planned = await planWrite(trx, { kind: 'bottle', action, rows: rows.value, stored, fixed: { WsID: sample.value }, now: new Date() });
      if (!planned.ok) throw refuse(planned.reason);
      const issues = plannedRowIssues('bottle', planned.value, stored);
      if (hasErrors(issues)) throw refusedForIssues(refusedWriteCode, waterSampleMessages.bottlesSaveFailed, issues);
      await applyWrite(trx, 'bottle', planned.value);
    }
    return writeSucceeded({ tblBottles: await selectEntityRows(trx, 'bottle', scope) });
  });
}
