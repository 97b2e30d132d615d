import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import type { VeldData } from '../answers';
import type { ChildFamily } from './child-family';

/** Which rows an answer holds: those of some points, or of every point of a project. */
export type ChildScope = { pointIds: readonly number[] } | { projectId: number };

function numberOrLast(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/**
 * Rows in answer order: per point, then by the family's order field (layers top down by LaFrom,
 * spec 01 section 7), then by id so equal depths keep the order they were saved in.
 */
function sortChildRows(family: ChildFamily, rows: readonly WireRow[]): WireRow[] {
  const idField = entityDescriptors[family.rows.kind].idField;
  const orderField = family.orderField;
  return [...rows].sort((a, b) =>
    numberOrLast(a.MpID) - numberOrLast(b.MpID)
    || (orderField ? numberOrLast(a[orderField]) - numberOrLast(b[orderField]) : 0)
    || numberOrLast(a[idField]) - numberOrLast(b[idField]));
}

/**
 * The tables a family's call answers (spec 01 section 7): all rows of the points in scope, sorted,
 * and with `withPoints` the points themselves first (so clients see e.g. a new MpDepth). A write
 * passes the rows it just stored as `knownRows`, saving a second read of 10,000 rows.
 */
export async function childTables(db: Executor, family: ChildFamily, scope: ChildScope, withPoints: boolean, knownRows?: readonly WireRow[]): Promise<VeldData> {
  const rows = knownRows ?? ('projectId' in scope
    ? await selectRowsOfProject(db, family.rows.kind, scope.projectId)
    : await selectEntityRows(db, family.rows.kind, { column: 'MpID', values: scope.pointIds }));
  const table = entityDescriptors[family.rows.kind].tableName;
  if (!withPoints) return { [table]: sortChildRows(family, rows) };
  const points = 'projectId' in scope
    ? await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [scope.projectId] })
    : await selectEntityRows(db, 'measurementPoint', { column: 'MpID', values: scope.pointIds });
  return { tblMeasurementPoints: points, [table]: sortChildRows(family, rows) };
}
