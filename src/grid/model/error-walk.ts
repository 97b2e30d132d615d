import type { ValidationIssue } from '../../domain/validation/issue';
import type { CellAddress } from './cell-address';
import type { RowKey } from './patch';
import type { ValidationMap } from './validation-map';

/** Where rows and fields are on screen now; undefined for a row filtered out or a hidden column. */
export interface ViewPositions {
  readonly rowIndexOf: (rowKey: RowKey) => number | undefined;
  readonly columnIndexOf: (field: string) => number | undefined;
}

/** A cell with at least one error, for the errors list that jumps to it. */
export interface ErrorCell {
  readonly rowKey: RowKey;
  readonly field: string;
  /** View position, or null when the row is filtered out or the column hidden: listed, but not jumpable. */
  readonly cell: CellAddress | null;
  readonly issues: readonly ValidationIssue[];
}

function* errorCellsOf(map: ValidationMap, positions: ViewPositions): Generator<ErrorCell> {
  for (const [rowKey, fields] of map.rows) {
    let row: number | undefined;
    let rowLooked = false;
    for (const [field, issues] of fields) {
      if (!issues.some((issue) => issue.severity === 'error')) continue;
      if (!rowLooked) {
        row = positions.rowIndexOf(rowKey);
        rowLooked = true;
      }
      const col = positions.columnIndexOf(field);
      yield { rowKey, field, cell: row === undefined || col === undefined ? null : { row, col }, issues };
    }
  }
}

/** Reading order: by row, then column; cells off screen last. */
function compareCells(a: CellAddress | null, b: CellAddress | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a.row - b.row || a.col - b.col;
}

/** Every error cell in reading order of the current view, for the errors list. */
export function errorCells(map: ValidationMap, positions: ViewPositions): ErrorCell[] {
  return [...errorCellsOf(map, positions)].sort((a, b) => compareCells(a.cell, b.cell));
}

/**
 * The error cell after (or, backward, before) a cell in reading order, wrapping around; with no cell,
 * the first (or last). One pass over the errors, no sort. Null when no error cell is on screen.
 */
export function nextErrorCell(map: ValidationMap, positions: ViewPositions, from: CellAddress | null, backward = false): ErrorCell | null {
  const sign = backward ? -1 : 1;
  let best: ErrorCell | null = null;
  let wrap: ErrorCell | null = null;
  for (const candidate of errorCellsOf(map, positions)) {
    if (candidate.cell === null) continue;
    const after = from === null || sign * compareCells(candidate.cell, from) > 0;
    if (after && (best === null || sign * compareCells(candidate.cell, best.cell) < 0)) best = candidate;
    if (wrap === null || sign * compareCells(candidate.cell, wrap.cell) < 0) wrap = candidate;
  }
  return best ?? wrap;
}
