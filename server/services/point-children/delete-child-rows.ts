import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectRowsOfParents } from '../../db/repositories/rows-of-project';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import { deleteRows } from '../rows/delete-rows';
import { refuseRows } from '../rows/row-reasons';
import type { SentVersions } from '../rows/sent-versions';
import type { ChildFamily } from './child-family';
import { requirePoints, requireProject } from './child-scope';
import { childTables } from './child-tables';

/** A DELETE of a family's rows: `{PrID, MpGuid?, DeleteLaGuid | JrGuid | FtGuid | FiGuid}` (spec 01 section 7). */
export interface DeleteChildRowsRequest {
  prId: number;
  /** Limits the delete to this point's rows; without it, rows of any point of the project. */
  mpGuid: string | undefined;
  guids: readonly string[];
  /** The versions the client loaded (data.RowVersions). */
  versions?: SentVersions;
}

/**
 * Deletes rows by GUID in one transaction (spec 01 section 7): every GUID must name a row of the
 * point (or project) of the caller's licence, else nothing is deleted; the family's follow-up
 * (layers: MpDepth) runs with the rows left. Answers the touched points' rows.
 */
export function deleteChildRows(db: Executor, licenceId: number, family: ChildFamily, request: DeleteChildRowsRequest, now: Date = new Date()): Promise<WriteAnswer> {
  return inTransaction(db, async (trx) => {
    const projectId = await requireProject(trx, family, 'write', licenceId, request.prId);
    const callPoint = request.mpGuid === undefined ? undefined : (await requirePoints(trx, family, 'write', projectId, [request.mpGuid])).get(request.mpGuid);
    const reachable = callPoint ? [callPoint.MpID] : (await selectRowsOfParents(trx, 'measurementPoint', [projectId], ['MpID'])).map((point) => Number(point.MpID));
    const deleted = await deleteRows(trx, family.rows, { keys: request.guids, parentIds: reachable, context: { projectId, now, coordinateSystem: undefined }, ...(request.versions ? { versions: request.versions } : {}) });
    if (!deleted.ok) throw refuseRows(family.saveFailed, family.rows.kind, deleted.refusal);
    const pointIds = [...new Set([...deleted.value.parentIds, ...(callPoint ? [callPoint.MpID] : [])])];
    const known = family.rows.afterWrite ? deleted.value.rowsLeft : undefined;
    return writeSucceeded(await childTables(trx, family, { pointIds }, family.answersPoints.write, known));
  });
}
