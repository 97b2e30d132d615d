import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { deleteEntityRowsByGuid, selectEntityRows } from '../../db/repositories/entity-rows';
import { selectChildRowsByGuid } from '../../db/repositories/point-children';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import { childFields } from './child-family';
import type { ChildFamily } from './child-family';
import { refuseCall, requirePoints, requireProject } from './child-scope';
import { childTables } from './child-tables';
import { pointChildReasons } from './messages';

/** A DELETE of a family's rows: `{PrID, MpGuid?, DeleteLaGuid | JrGuid | FtGuid | FiGuid}` (spec 01 section 7). */
export interface DeleteChildRowsRequest {
  prId: number;
  /** Limits the delete to this point's rows; without it, rows of any point of the project. */
  mpGuid: string | undefined;
  guids: readonly string[];
}

/**
 * Deletes rows by GUID in one transaction (spec 01 section 7; issue 'Data service', deliver 4): every
 * GUID must name a row of the point (or project) of the caller's licence, else nothing is deleted.
 * Removing rows cannot make an overlap or a duplicate name, so the rules are not run again; the
 * family's follow-up (layers: MpDepth) runs with the rows left. Answers the touched points' rows.
 */
export function deleteChildRows(db: Executor, licenceId: number, family: ChildFamily, request: DeleteChildRowsRequest, now: Date = new Date()): Promise<WriteAnswer> {
  return inTransaction(db, async (trx) => {
    const projectId = await requireProject(trx, family, 'write', licenceId, request.prId);
    const guidField = childFields(family.kind).guidField;
    const callPoint = request.mpGuid === undefined ? undefined : (await requirePoints(trx, family, 'write', projectId, [request.mpGuid])).get(request.mpGuid);
    const guids = [...new Set(request.guids)];
    const found = await selectChildRowsByGuid(trx, family.kind, projectId, guids);
    const inScope = new Map(found.filter((row) => !callPoint || row.MpID === callPoint.MpID).map((row) => [String(row[guidField]), row]));
    const unknown = guids.find((guid) => !inScope.has(guid));
    if (unknown !== undefined) throw refuseCall(family, 'write', pointChildReasons.guidUnknown, { guid: unknown });

    const pointIds = [...new Set([...inScope.values()].map((row) => Number(row.MpID)))];
    if (callPoint && !pointIds.includes(callPoint.MpID)) pointIds.push(callPoint.MpID);
    await deleteEntityRowsByGuid(trx, family.kind, guids, { column: 'MpID', values: pointIds });
    const left = await selectEntityRows(trx, family.kind, { column: 'MpID', values: pointIds });
    if (guids.length > 0) await family.afterWrite?.(trx, pointIds, left, now);
    return writeSucceeded(await childTables(trx, family, { pointIds }, family.answersPoints.write, left));
  });
}
