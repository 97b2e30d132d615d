import { inTransaction } from '../../db/executor';
import type { PointKey } from '../../db/repositories/point-children';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseBecause, refuseRows, rowReasons } from '../rows/row-reasons';
import type { RowIssue } from '../rows/row-refusal';
import { writeRows } from '../rows/write-rows';
import { projectTextLimits } from '../rows/project-text-limits';
import type { ChildFamily } from './child-family';
import { requirePoints, requireProject } from './child-scope';
import { childTables } from './child-tables';

/** An INSERT or UPDATE of a family's rows: `{PrID, MpGuid?, <rowsField>: [...]}` (spec 01 section 7). */
export interface SaveChildRowsRequest {
  action: 'INSERT' | 'UPDATE';
  prId: number;
  /** The call's point; rows may name their own with MpGuid instead (project-wide grids). */
  mpGuid: string | undefined;
  rows: readonly Record<string, unknown>[];
}

/** Import_Succes with the tables, plus the warnings of the saved rows when there are any. */
export type ChildWriteAnswer = WriteAnswer & { Issues?: RowIssue[] };

function ownPoint(row: Record<string, unknown>): string | undefined {
  return typeof row.MpGuid === 'string' && row.MpGuid.trim() !== '' ? row.MpGuid.trim() : undefined;
}

/**
 * SetLayers, SetSoilSamples, SetGaugingTubes and SetFinishings with INSERT or UPDATE (spec 01 section
 * 7): in one transaction the project and points are checked against the caller's licence, each row
 * placed under its point (MpGuid on the row, else the call's), and written through the one row path
 * (parse, prepare, stamp, validate with siblings, batched write, follow-up). Answers all rows of the
 * touched points. Any refusal rolls everything back.
 */
export function saveChildRows(db: Parameters<typeof inTransaction>[0], licenceId: number, family: ChildFamily, request: SaveChildRowsRequest, now: Date = new Date()): Promise<ChildWriteAnswer> {
  return inTransaction(db, async (trx) => {
    const projectId = await requireProject(trx, family, 'write', licenceId, request.prId);
    const kind = family.rows.kind;
    const parsed = parseIncomingRows(family.rows, request.rows);
    if (!parsed.ok) throw refuseRows(family.saveFailed, kind, parsed.refusal);
    const pointGuids = parsed.value.map((row) => ownPoint(request.rows[row.index] ?? {}) ?? request.mpGuid);
    const homeless = parsed.value.find((_, index) => pointGuids[index] === undefined);
    if (homeless) throw refuseBecause('write', family.saveFailed, rowReasons.pointMissing, { row: homeless.key });
    const named = pointGuids.map((guid) => guid ?? '');
    const points = await requirePoints(trx, family, 'write', projectId, request.mpGuid === undefined ? named : [request.mpGuid, ...named]);
    const pointIds = [...new Set([...points.values()].map((point) => point.MpID))];
    const placed = parsed.value.map((row, index) => ({ ...row, parentId: (points.get(named[index] ?? '') as PointKey).MpID }));

    const written = await writeRows(trx, family.rows, { action: request.action, rows: placed, parentIds: pointIds, context: { projectId, now, coordinateSystem: undefined, textLimits: await projectTextLimits(trx, projectId, kind) } });
    if (!written.ok) throw refuseRows(family.saveFailed, kind, written.refusal);
    const known = placed.length > 0 ? written.value.rowsAfter : undefined;
    const answer = writeSucceeded(await childTables(trx, family, { pointIds }, family.answersPoints.write, known));
    return written.value.warnings.length > 0 ? { ...answer, Issues: written.value.warnings } : answer;
  });
}
