import type { CellAddress, GridSize } from './cell-address';

/** A direction of the arrow keys. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Row and column step of each direction. */
export const directionStep: Readonly<Record<Direction, { readonly dRow: number; readonly dCol: number }>> = {
  up: { dRow: -1, dCol: 0 },
  down: { dRow: 1, dCol: 0 },
  left: { dRow: 0, dCol: -1 },
  right: { dRow: 0, dCol: 1 },
};

/** Whether a cell holds nothing, as Ctrl+arrows see it (row and column in view order). */
export type IsEmptyCell = (row: number, col: number) => boolean;

/**
 * Where Ctrl+arrow lands (to the edge of the data), Excel's rule: from a filled
 * cell whose neighbour is filled, the last filled cell before a blank; otherwise the next filled cell
 * after the blanks, or the grid's edge when none follows. Walks at most one row or column, O(n).
 */
export function dataEdge(from: CellAddress, direction: Direction, size: GridSize, isEmpty: IsEmptyCell): CellAddress {
  const { dRow, dCol } = directionStep[direction];
  const inside = (row: number, col: number) => row >= 0 && col >= 0 && row < size.rowCount && col < size.columnCount;
  let row = from.row + dRow;
  let col = from.col + dCol;
  if (!inside(row, col)) return from;
  if (!isEmpty(from.row, from.col) && !isEmpty(row, col)) {
    while (inside(row + dRow, col + dCol) && !isEmpty(row + dRow, col + dCol)) {
      row += dRow;
      col += dCol;
    }
    return { row, col };
  }
  while (isEmpty(row, col) && inside(row + dRow, col + dCol)) {
    row += dRow;
    col += dCol;
  }
  return { row, col };
}

/** The grid's last cell in a direction from a cell: Ctrl+arrow when the view gives no emptiness test. */
export function gridEdge(from: CellAddress, direction: Direction, size: GridSize): CellAddress {
  switch (direction) {
    case 'up': return { row: 0, col: from.col };
    case 'down': return { row: Math.max(0, size.rowCount - 1), col: from.col };
    case 'left': return { row: from.row, col: 0 };
    case 'right': return { row: from.row, col: Math.max(0, size.columnCount - 1) };
  }
}
