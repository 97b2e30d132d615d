import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findWaterSampleId } from '../../db/repositories/scope';
import type { WriteAction } from '../../routes/envelopes';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import { deleteRows } from '../rows/delete-rows';
import { bottleRows } from '../rows/kinds/sample-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseBecause, refuseRows, rowReasons } from '../rows/row-reasons';
import { sentVersions } from '../rows/sent-versions';
import { writeRows } from '../rows/write-rows';
import { projectTextLimits } from '../rows/project-text-limits';
import { waterSampleMessages } from './messages';
import { requirePointScope } from './sample-scope';
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
  /** DELETE: the versions the client loaded, GUID → RowVersion. */
  RowVersions?: unknown;
}

const message = waterSampleMessages.bottlesSaveFailed;

/** The sample the call names, under the caller's point — and under the named tube, when FtGuid is given — with its project. */
async function requireSample(db: Executor, caller: Caller, address: PointAddress, wsGuid: string): Promise<{ wsId: number; prId: number }> {
  const scope = await requirePointScope(db, caller, address, message);
  const wsId = await findWaterSampleId(db, scope.mpId, wsGuid);
  const [sample] = wsId === undefined ? [] : await selectEntityRows(db, 'waterSample', { column: 'WsID', values: [wsId] });
  if (wsId === undefined || (scope.ftId !== null && sample?.FtID !== scope.ftId)) {
    throw refuseBecause('write', message, rowReasons.sampleNotFound, { guid: wsGuid });
  }
  return { wsId, prId: scope.prId };
}

/**
 * SetWaterSampleBottles (spec 01 section 7): writes the bottles (or air packaging) of one water
 * sample in one transaction through the one row path; a bottle name is unique within its sample and
 * barcodes follow the barcode rule (spec 01 section 5). DELETE removes the bottles named by BoGuid.
 * Answers the sample's tblBottles.
 */
export async function writeBottles(db: Executor, caller: Caller, action: WriteAction, data: BottlesData): Promise<WriteAnswer> {
  return inTransaction(db, async (trx) => {
    const { wsId, prId } = await requireSample(trx, caller, { prId: data.PrID, mpGuid: data.MpGuid, ftGuid: data.FtGuid }, data.WsGuid);
    const context = { projectId: prId, now: new Date(), coordinateSystem: undefined, textLimits: await projectTextLimits(trx, prId, 'bottle') };
    if (action === 'DELETE') {
      const deleted = await deleteRows(trx, bottleRows, { keys: data.BoGuid ?? [], parentIds: [wsId], context, versions: sentVersions(data.RowVersions) });
      if (!deleted.ok) throw refuseRows(message, 'bottle', deleted.refusal);
    } else {
      const parsed = parseIncomingRows(bottleRows, data.Bottles ?? []);
      if (!parsed.ok) throw refuseRows(message, 'bottle', parsed.refusal);
      const written = await writeRows(trx, bottleRows, { action, rows: parsed.value.map((row) => ({ ...row, parentId: wsId })), parentIds: [wsId], context });
      if (!written.ok) throw refuseRows(message, 'bottle', written.refusal);
    }
    return writeSucceeded({ tblBottles: await selectEntityRows(trx, 'bottle', { column: 'WsID', values: [wsId] }) });
  });
}
