import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import type { WriteAction } from '../../routes/envelopes';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import { deleteRows } from '../rows/delete-rows';
import { waterSampleRows } from '../rows/kinds/sample-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseRows } from '../rows/row-reasons';
import { sentVersions } from '../rows/sent-versions';
import { writeRows } from '../rows/write-rows';
import { projectTextLimits } from '../rows/project-text-limits';
import { waterSampleMessages } from './messages';
import { sampleTablesOfPoints } from './read-water-samples';
import { givenGuid, requirePointScope } from './sample-scope';
import { replaceObservations } from './write-observations';

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
  /** DELETE: the versions the client loaded, GUID → RowVersion. */
  RowVersions?: unknown;
}

/**
 * SetWaterSamples (spec 01 section 7): writes a point's water or air samples in one transaction
 * through the one row path. With FtGuid the samples hang under that tube (FtID set: tube samples),
 * without it directly under the point (surface samples); an UPDATE without FtGuid leaves each sample
 * where it is. Names are unique in the project and matrices fit the placement (spec 01 sections 3
 * and 5). Observations replace the samples' stored ones of the same property code. DELETE removes
 * the samples named by WsGuid with their bottles and observations. Answers the point's tubes,
 * samples, observations and bottles.
 */
export async function writeWaterSamples(db: Executor, caller: Caller, action: WriteAction, data: WaterSamplesData): Promise<WriteAnswer> {
  const message = waterSampleMessages.saveFailed;
  return inTransaction(db, async (trx) => {
    const scope = await requirePointScope(trx, caller, { prId: data.PrID, mpGuid: data.MpGuid, ftGuid: data.FtGuid }, message);
    const context = { projectId: scope.prId, now: new Date(), coordinateSystem: undefined, textLimits: await projectTextLimits(trx, scope.prId, 'waterSample') };
    if (action === 'DELETE') {
      const deleted = await deleteRows(trx, waterSampleRows, { keys: data.WsGuid ?? [], parentIds: [scope.mpId], context, versions: sentVersions(data.RowVersions) });
      if (!deleted.ok) throw refuseRows(message, 'waterSample', deleted.refusal);
    } else {
      const parsed = parseIncomingRows(waterSampleRows, data.WaterSamples ?? []);
      if (!parsed.ok) throw refuseRows(message, 'waterSample', parsed.refusal);
      const placeFromCall = action === 'INSERT' || givenGuid(data.FtGuid) !== undefined;
      const rows = parsed.value.map((row) => ({ ...row, parentId: scope.mpId, ...(placeFromCall ? { set: { FtID: scope.ftId } } : {}) }));
      const written = await writeRows(trx, waterSampleRows, { action, rows, parentIds: [scope.mpId], context });
      if (!written.ok) throw refuseRows(message, 'waterSample', written.refusal);
      await replaceObservations(trx, scope, data.Observations ?? [], message);
    }
    return writeSucceeded(await sampleTablesOfPoints(trx, [scope.mpId]));
  });
}
