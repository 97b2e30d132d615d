import type { GridColumn } from '../../../../src/grid';
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
