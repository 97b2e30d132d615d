import { inTransaction, type Executor } from '../db/executor';
import { selectEntityRows, type WireRow } from '../db/repositories/entity-rows';
import { selectProject } from '../db/repositories/projects';
import { refused } from '../errors';
import { refusedWriteCode } from '../../src/domain/wire/result-codes';
import { pointMessages, projectMessages } from './project-messages';
import { deleteRows } from './rows/delete-rows';
import { pointRows, pointSiblingFields } from './rows/kinds/point-rows';
import { parseIncomingRows } from './rows/parse-incoming';
import { projectTextLimits } from './rows/project-text-limits';
import { refuseRows } from './rows/row-reasons';
import type { RowLabel } from './rows/row-reasons';
import type { SentVersions } from './rows/sent-versions';
import type { RowKind, WriteContext } from './rows/row-kind';
import { writeRows } from './rows/write-rows';

/** Where points are written: the caller's licence and the project (PrID). */
export interface PointScope {
  licenceId: number;
  prId: number;
}

/** The project of the caller's licence as the point rules need it, or a refusal as not found. */
async function pointContext(db: Executor, scope: PointScope, now: Date): Promise<WriteContext> {
  const project = await selectProject(db, scope.licenceId, scope.prId);
  if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
  const system = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : undefined;
  return { projectId: scope.prId, now, coordinateSystem: system };
}

/** The project's points in MpID order: what every point write answers (tblMeasurementPoints). */
function projectPoints(db: Executor, prId: number): Promise<WireRow[]> {
  return selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
}

/**
 * The point rules of a SetMeasurementPoint(s) write, which answers every point of the project: the
 * stored points are read whole once, for the rules (which see the other points' names only), the
 * update and the answer, instead of names first, the sent points again and everything a third time.
 */
const answeredPointRows: RowKind<'measurementPoint'> = { ...pointRows, siblings: { scope: 'parent', fields: pointSiblingFields, readWhole: true } };

/** A refused point as a person knows it in the English reason: 'B012 MpName: …', or its key while it has no name. */
function pointLabel(rows: readonly WireRow[]): RowLabel {
  const names = new Map(rows.map((row, index) => [typeof row.MpGuid === 'string' && row.MpGuid !== '' ? row.MpGuid.trim() : `#${index}`, row.MpName]));
  return (issue) => {
    const name = names.get(issue.row);
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : issue.row;
  };
}

/**
 * SetMeasurementPoint(s) INSERT or UPDATE (spec 01 sections 4, 5 and 7): in ONE transaction through
 * the one row path: the points an UPDATE names are merged over their stored versions, given the
 * point rules (date default, geometry, stamp), validated together with the project's other points
 * (name required and unique, coordinates within PrCoordinateSystem) and written in batches. Any
 * error refuses the whole list and writes nothing. Answers the project's points as stored, in MpID order.
 */
export function savePoints(db: Executor, scope: PointScope, action: 'INSERT' | 'UPDATE', rows: readonly WireRow[], now = new Date()): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const context = { ...await pointContext(trx, scope, now), textLimits: await projectTextLimits(trx, scope.prId, 'measurementPoint') };
    const parsed = parseIncomingRows(answeredPointRows, rows);
    if (!parsed.ok) throw refuseRows(pointMessages.saveFailed, 'measurementPoint', parsed.refusal);
    const placed = parsed.value.map((row) => ({ ...row, parentId: scope.prId }));
    const written = await writeRows(trx, answeredPointRows, { action, rows: placed, parentIds: [scope.prId], context });
    if (!written.ok) throw refuseRows(pointMessages.saveFailed, 'measurementPoint', written.refusal, pointLabel(rows));
    return placed.length > 0 ? written.value.rowsAfter : projectPoints(trx, scope.prId);
  });
}

/**
 * SetMeasurementPoint(s) DELETE (spec 01 section 7): the points with these MpGuids go, with their
 * layers, jars, tubes, finishings and samples (cascading keys), in one transaction; a GUID not in
 * the project refuses the whole delete. Answers the project's remaining points.
 */
export function deletePoints(db: Executor, scope: PointScope, guids: readonly string[], versions?: SentVersions): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const context = await pointContext(trx, scope, new Date());
    const deleted = await deleteRows(trx, pointRows, { keys: guids, parentIds: [scope.prId], context, ...(versions ? { versions } : {}) });
    if (!deleted.ok) throw refuseRows(pointMessages.saveFailed, 'measurementPoint', deleted.refusal);
    return projectPoints(trx, scope.prId);
  });
}
