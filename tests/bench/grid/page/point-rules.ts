import type { GridColumn, GridRowValidator, IncrementalRowValidator, KeyedRow, RowRulesState } from '../../../../src/grid';
import { incrementalRules } from '../../../../src/domain/validation/entities/incremental-rules';
import { measurementPointRules } from '../../../../src/domain/validation/entities/measurement-point';
import { validateRows } from '../../../../src/domain/validation/entities/validate-rows';
import type { MeasurementPointRow } from '../../../../src/domain/validation/entities/measurement-point';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';
import type { PeerColumn } from 'peers-bench-data';

/** Spec 01 field-editor types of the peers' columns, as a points grid would give them. */
const editorTypes: Readonly<Record<string, number>> = {
  x: 6, y: 6, z: 6, depth: 6, gwLevel: 6, qc: 6, rf: 6, organic: 6, lutum: 6,
  diameter: 5, samples: 5, layers: 5,
  drilled: 2, logged: 2, reviewed: 2,
  verified: 4, groundwater: 4, archived: 4, contaminated: 4,
};

/** The peers' columns as grid columns: typed, Name read-only, every other column offered in multi-edit. */
export function benchColumns(columns: readonly PeerColumn[]): GridColumn[] {
  return columns.map(({ key, title, width }) => ({
    field: key, title, width, editorType: editorTypes[key] ?? 1, readOnly: key === 'name', multiEdit: key !== 'name',
  }));
}

/** Peers' keys that stand for measurement point fields (wire names of tblMeasurementPoints). */
const pointFields = { name: 'MpName', x: 'MpXCoord', y: 'MpYCoord', z: 'MpZCoord', depth: 'MpDepth', drilled: 'MpDate', gwLevel: 'MpGroundwaterLevel', remark: 'MpRemark' } as const;
const peerKeyOf = new Map<string, string>(Object.entries(pointFields).map(([key, field]) => [field, key]));

/**
 * The peers' rows and columns as the points grid holds its points: wire field names (MpName, MpXCoord, …)
 * for the fields that stand for point fields, MpGuid as the key, and each row as JSON.parse builds it
 * from the server's answer (objects of one shape, as the grid's rows are in the browser).
 */
export function asPointGrid<Row extends object>(rows: readonly Row[], columns: readonly GridColumn[]): { rows: Record<string, unknown>[]; columns: GridColumn[] } {
  const wireName = (key: string): string => (pointFields as Record<string, string>)[key] ?? key;
  const points = rows.map((row) => {
    const point: Record<string, unknown> = { PrID: 1 };
    for (const [key, value] of Object.entries(row)) point[wireName(key)] = value;
    point.MpGuid = (row as { name?: unknown }).name;
    return point;
  });
  return { rows: JSON.parse(JSON.stringify(points)) as Record<string, unknown>[], columns: columns.map((column) => ({ ...column, field: wireName(column.field) })) };
}

/** A peer row as the measurement point it stands for. */
function asPoint(rowKey: string, row: Readonly<Record<string, unknown>>): MeasurementPointRow {
  return {
    MpGuid: rowKey, PrID: 1, MpName: row.name, MpXCoord: row.x, MpYCoord: row.y, MpZCoord: row.z,
    MpDepth: row.depth, MpDate: row.drilled, MpGroundwaterLevel: row.gwLevel, MpRemark: row.remark,
  };
}

/** Issues filed under the grid's own fields. */
function onPeerFields(found: ReadonlyMap<string, readonly ValidationIssue[]>): Map<string, ValidationIssue[]> {
  const issues = new Map<string, ValidationIssue[]>();
  for (const [rowKey, list] of found) issues.set(rowKey, list.map((issue) => ({ ...issue, field: peerKeyOf.get(issue.field) ?? issue.field })));
  return issues;
}

/**
 * The measurement points grid's row rules (spec 01 section 5: required name, unique names in the
 * project, RD coordinate bounds, dates, depths, numbers) over the peers' rows, as the points grid
 * validates: kept incrementally as the grid is edited (domainRowValidator), issues filed under the grid's own fields.
 */
export const pointRowRules: GridRowValidator & IncrementalRowValidator = Object.assign(
  (rows: readonly KeyedRow[]) => onPeerFields(validateRows('measurementPoint', rows.map(({ rowKey, row }) => asPoint(rowKey, row)), { coordinateSystem: 'EPSG:28992' })),
  {
    start: (): RowRulesState => {
      const kept = incrementalRules(measurementPointRules, { coordinateSystem: 'EPSG:28992' });
      return {
        reset: (rows) => onPeerFields(kept.reset(rows.map(({ rowKey, row }) => ({ key: rowKey, row: asPoint(rowKey, row) })))),
        update: (changes, order) => onPeerFields(kept.update(changes.map(({ rowKey, row }) => ({ key: rowKey, row: row && asPoint(rowKey, row) })), order)),
      };
    },
  },
);
