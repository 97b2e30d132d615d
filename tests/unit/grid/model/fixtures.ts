import { createBaseRows } from '../../../../src/grid/model/base-rows';
import type { BaseRows } from '../../../../src/grid/model/base-rows';
import { emptyEditLayer, valueAt } from '../../../../src/grid/model/edits';
import type { EditLayer } from '../../../../src/grid/model/edits';
import type { GridTarget } from '../../../../src/grid/model/grid-target';
import type { CellValue } from '../../../../src/grid/model/patch';

/** A measurement point as the tests need it. */
export interface PointRow {
  MpGuid: string;
  MpName: string;
  MpDepth: number | null;
  MpDate: string | null;
  MpRemark: string | null;
}

/** Points P1..Pn with depth n/10 and a date on odd rows. */
function points(count: number): PointRow[] {
  return Array.from({ length: count }, (_, i) => ({
    MpGuid: `g${i + 1}`, MpName: `P${i + 1}`, MpDepth: (i + 1) / 10, MpDate: i % 2 === 0 ? '2024-05-01T00:00:00' : null, MpRemark: null,
  }));
}

/** Loaded points keyed by MpGuid. */
export function pointBase(count: number): BaseRows<PointRow> {
  return createBaseRows(points(count), (row) => row.MpGuid);
}

/** The visible columns of the test grid, in view order; MpGuid is shown but read-only. */
export const columns = ['MpName', 'MpDepth', 'MpDate', 'MpRemark', 'MpGuid'] as const;

/** A grid target over loaded rows in loaded order, then new ones; the last column is read-only. */
export function target(base: BaseRows<PointRow>, layer: EditLayer = emptyEditLayer): GridTarget & { valueAt: (row: number, col: number) => CellValue } {
  const keys = [...base.keys, ...layer.added];
  return {
    rowCount: keys.length,
    columnCount: columns.length,
    rowKeyAt: (row) => keys[row] ?? `missing:${row}`,
    writableField: (_row, col) => (col === 4 ? null : (columns[col] ?? null)),
    valueAt: (row, col) => valueAt(base, layer, keys[row] ?? '', columns[col] ?? ''),
  };
}
