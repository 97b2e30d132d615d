import { contourIssues } from '../../../../src/domain/map/map-contour';
import type { Executor } from '../../../db/executor';
import { selectEntityRows } from '../../../db/repositories/entity-rows';
import type { PlannedRow } from '../plan-rows';
import type { RowKind, WriteContext } from '../row-kind';
import type { RowIssue } from '../row-refusal';

/** Each contour's type, zone and GeoJSON geometry, the corners checked against the project's own system. */
async function contourRowIssues(trx: Executor, rows: readonly PlannedRow[], context: WriteContext): Promise<RowIssue[]> {
  const [project] = await selectEntityRows(trx, 'project', { column: 'PrID', values: [context.projectId] });
  const system = typeof project?.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : undefined;
  return rows.flatMap((row) => contourIssues(row.merged, system).map((issue) => ({ ...issue, row: row.key, table: 'tblMapContours' })));
}

/** Contours drawn on a project's map (spec 02 section 2, 'Map'): a type on insert, a closed Polygon inside the system. */
export const mapContourRows: RowKind<'mapContour'> = {
  kind: 'mapContour',
  siblings: { scope: 'none' },
  requiredOnInsert: 'CoType',
  checkRows: contourRowIssues,
};
