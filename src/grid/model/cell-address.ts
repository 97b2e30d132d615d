/**
 * Cell positions and rectangles of the grid. Rows and columns are indexes in the
 * current view order: row 0 is the first row on screen after sort and filter, column 0 the first visible
 * column after reorder, pin and hide. The edit layer speaks row keys and fields; these speak positions.
 */

/** One cell by its position in the current view order. */
export interface CellAddress {
  readonly row: number;
  readonly col: number;
}

/** A rectangle of cells, inclusive on every side, always normalised (top ≤ bottom, left ≤ right). */
export interface CellRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** How many rows and columns the view has now. */
export interface GridSize {
  readonly rowCount: number;
  readonly columnCount: number;
}

/** Whether two addresses name the same cell. */
export function sameCell(a: CellAddress, b: CellAddress): boolean {
  return a.row === b.row && a.col === b.col;
}

/** The rectangle spanned by two corner cells, in either order. */
export function rangeBetween(a: CellAddress, b: CellAddress): CellRange {
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.col, b.col),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.col, b.col),
  };
}

/** The one-cell rectangle of a cell. */
export function cellRange(cell: CellAddress): CellRange {
  return { top: cell.row, left: cell.col, bottom: cell.row, right: cell.col };
}

/** Whether a rectangle holds a cell. */
export function rangeContains(range: CellRange, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

/** Rows a rectangle spans. */
export function rangeHeight(range: CellRange): number {
  return range.bottom - range.top + 1;
}

/** Columns a rectangle spans. */
export function rangeWidth(range: CellRange): number {
  return range.right - range.left + 1;
}

/** Whether a rectangle is a single cell. */
export function isSingleCell(range: CellRange): boolean {
  return range.top === range.bottom && range.left === range.right;
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}

/** A cell moved inside the grid; an empty grid still answers (0, 0) so a selection always exists. */
export function clampCell(cell: CellAddress, size: GridSize): CellAddress {
  const row = clamp(cell.row, size.rowCount - 1);
  const col = clamp(cell.col, size.columnCount - 1);
  return row === cell.row && col === cell.col ? cell : { row, col };
}

/** A rectangle cut to the grid, e.g. after rows were filtered out or columns hidden. */
export function clampRange(range: CellRange, size: GridSize): CellRange {
  return {
    top: clamp(range.top, size.rowCount - 1),
    left: clamp(range.left, size.columnCount - 1),
    bottom: clamp(range.bottom, size.rowCount - 1),
    right: clamp(range.right, size.columnCount - 1),
  };
}
