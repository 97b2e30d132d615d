import { clampCell, isSingleCell } from './cell-address';
import type { CellAddress, CellRange, GridSize } from './cell-address';
import { dataEdge, directionStep, gridEdge } from './data-edge';
import type { Direction, IsEmptyCell } from './data-edge';
import { currentRange, extendTo, selectAll, selectCell, spanOf } from './selection';
import type { Selection } from './selection';

/** A keyboard move of the selection (as in a spreadsheet, which is what users know). */
export type NavigationCommand =
  /** Arrows; `extend` for Shift, `toDataEdge` for Ctrl (Cmd). */
  | { readonly type: 'move'; readonly direction: Direction; readonly extend: boolean; readonly toDataEdge: boolean }
  /** Tab and Shift+Tab: sideways, wrapping to the next or previous row. */
  | { readonly type: 'tab'; readonly backward: boolean }
  /** Enter and Shift+Enter after a commit: down or up. */
  | { readonly type: 'enter'; readonly backward: boolean }
  /** Home (row start) and Ctrl+Home (first cell). */
  | { readonly type: 'home'; readonly extend: boolean; readonly grid: boolean }
  /** End (row end) and Ctrl+End (last cell). */
  | { readonly type: 'end'; readonly extend: boolean; readonly grid: boolean }
  | { readonly type: 'page'; readonly direction: 'up' | 'down'; readonly extend: boolean }
  | { readonly type: 'selectAll' }
  /** Shift+Space: the rows of the current range, whole. */
  | { readonly type: 'selectRow' }
  /** Ctrl+Space: the columns of the current range, whole. */
  | { readonly type: 'selectColumn' };

/** What navigation needs to know about the view. */
export interface NavigationContext extends GridSize {
  /** Rows PageUp and PageDown move: the rows the viewport shows. */
  readonly pageSize: number;
  /** Emptiness for Ctrl+arrows; without it Ctrl+arrows go to the grid's edge. */
  readonly isEmpty?: IsEmptyCell;
}

function step(cell: CellAddress, direction: Direction): CellAddress {
  const { dRow, dCol } = directionStep[direction];
  return { row: cell.row + dRow, col: cell.col + dCol };
}

function moveTarget(from: CellAddress, direction: Direction, toDataEdge: boolean, context: NavigationContext): CellAddress {
  if (!toDataEdge) return clampCell(step(from, direction), context);
  return context.isEmpty ? dataEdge(from, direction, context, context.isEmpty) : gridEdge(from, direction, context);
}

function moveOrExtend(selection: Selection, cell: CellAddress, extend: boolean, context: NavigationContext): Selection {
  return extend ? extendTo(selection, cell, context) : selectCell(clampCell(cell, context));
}

/** The next cell inside a range, row by row (Tab) or column by column (Enter), wrapping at the end. */
function cycleInRange(range: CellRange, cell: CellAddress, byRow: boolean, backward: boolean): CellAddress {
  const width = range.right - range.left + 1;
  const height = range.bottom - range.top + 1;
  const count = width * height;
  const r = cell.row - range.top;
  const c = cell.col - range.left;
  const index = byRow ? r * width + c : c * height + r;
  const next = (index + (backward ? count - 1 : 1)) % count;
  return byRow
    ? { row: range.top + Math.floor(next / width), col: range.left + (next % width) }
    : { row: range.top + (next % height), col: range.left + Math.floor(next / height) };
}

function tab(selection: Selection, backward: boolean, context: NavigationContext): Selection {
  const range = currentRange(selection);
  if (!isSingleCell(range)) return { ...selection, active: cycleInRange(range, selection.active, true, backward) };
  const { row, col } = selection.active;
  const last = context.columnCount - 1;
  if (!backward) {
    if (col < last) return selectCell({ row, col: col + 1 });
    return row < context.rowCount - 1 ? selectCell({ row: row + 1, col: 0 }) : selectCell(selection.active);
  }
  if (col > 0) return selectCell({ row, col: col - 1 });
  return row > 0 ? selectCell({ row: row - 1, col: Math.max(0, last) }) : selectCell(selection.active);
}

function enter(selection: Selection, backward: boolean, context: NavigationContext): Selection {
  const range = currentRange(selection);
  if (!isSingleCell(range)) return { ...selection, active: cycleInRange(range, selection.active, false, backward) };
  return selectCell(clampCell(step(selection.active, backward ? 'up' : 'down'), context));
}

function wholeLines(selection: Selection, unit: 'rows' | 'columns', context: NavigationContext): Selection {
  const range = spanOf(selection.anchor, selection.focus, unit, context);
  return { ...selection, ranges: [range], unit };
}

/**
 * The selection after a navigation command. Plain moves start from the active cell
 * and collapse to one cell; Shift variants move the focus corner and keep the active cell, as in Excel.
 * Tab and Enter cycle inside a multi-cell range; on one cell Tab wraps rows and Enter stops at the edge.
 */
export function navigate(selection: Selection, command: NavigationCommand, context: NavigationContext): Selection {
  switch (command.type) {
    case 'move': {
      const horizontal = command.direction === 'left' || command.direction === 'right';
      if (command.extend && selection.unit === (horizontal ? 'rows' : 'columns')) return selection;
      const from = command.extend ? selection.focus : selection.active;
      return moveOrExtend(selection, moveTarget(from, command.direction, command.toDataEdge, context), command.extend, context);
    }
    case 'tab': return tab(selection, command.backward, context);
    case 'enter': return enter(selection, command.backward, context);
    case 'home': {
      const from = command.extend ? selection.focus : selection.active;
      return moveOrExtend(selection, { row: command.grid ? 0 : from.row, col: 0 }, command.extend, context);
    }
    case 'end': {
      const from = command.extend ? selection.focus : selection.active;
      const row = command.grid ? context.rowCount - 1 : from.row;
      return moveOrExtend(selection, { row, col: context.columnCount - 1 }, command.extend, context);
    }
    case 'page': {
      const from = command.extend ? selection.focus : selection.active;
      const rows = Math.max(1, context.pageSize) * (command.direction === 'up' ? -1 : 1);
      return moveOrExtend(selection, { row: from.row + rows, col: from.col }, command.extend, context);
    }
    case 'selectAll': return selectAll(selection, context);
    case 'selectRow': return wholeLines(selection, 'rows', context);
    case 'selectColumn': return wholeLines(selection, 'columns', context);
  }
}
