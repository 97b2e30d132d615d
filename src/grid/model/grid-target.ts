import type { RowKey } from './patch';

/**
 * How paste, fill and clear see the grid: positions in view order mapped to row
 * keys and wire fields, and which cells may be written. The view builds it from its row order and its
 * visible columns, so hidden columns are never written.
 */
export interface GridTarget {
  /** Rows in the view now (after sort and filter). */
  readonly rowCount: number;
  /** Visible columns in their current order. */
  readonly columnCount: number;
  /** The key of the row at a view position, 0 ≤ row < rowCount. */
  readonly rowKeyAt: (row: number) => RowKey;
  /**
   * The wire field a cell writes, or null when the cell is read-only (a label, a disabled list, a
   * computed column). Paste also asks for rows at and past rowCount: the rows it is about to add.
   */
  readonly writableField: (row: number, col: number) => string | null;
}
