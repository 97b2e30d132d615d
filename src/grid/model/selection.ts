import { cellRange, clampCell, rangeBetween, rangeContains, sameCell } from './cell-address';
import type { CellAddress, CellRange, GridSize } from './cell-address';

/** What the current range spans: a rectangle of cells, or whole rows or columns kept full on extension. */
export type SelectionUnit = 'cells' | 'rows' | 'columns';

/**
 * The grid's selection, Excel's model: one or more rectangles, an active cell, and
 * the two corners of the current (last) rectangle. Shift+arrows move `focus` while `active` stays put, as
 * in Excel; Enter and Tab move `active` inside a multi-cell range without changing the ranges.
 */
export interface Selection {
  /** Earlier rectangles (Ctrl+click) first, the current rectangle last; never empty. */
  readonly ranges: readonly CellRange[];
  /** The active cell: typing, F2 and Enter edit it; the view gives it DOM focus. */
  readonly active: CellAddress;
  /** The fixed corner of the current range: where the click or the extension began. */
  readonly anchor: CellAddress;
  /** The moving corner: Shift+arrows, Shift+click and drag move it; the view scrolls it into view. */
  readonly focus: CellAddress;
  readonly unit: SelectionUnit;
}

/** How a click was made: Shift extends the current range, Ctrl (or Cmd) adds a new one. */
export interface ClickModifiers {
  readonly extend?: boolean;
  readonly add?: boolean;
}

/** The rectangle between two corners, widened to whole rows or columns for those units. */
export function spanOf(anchor: CellAddress, focus: CellAddress, unit: SelectionUnit, size: GridSize): CellRange {
  const range = rangeBetween(anchor, focus);
  if (unit === 'rows') return { ...range, left: 0, right: Math.max(0, size.columnCount - 1) };
  if (unit === 'columns') return { ...range, top: 0, bottom: Math.max(0, size.rowCount - 1) };
  return range;
}

/** A selection of one cell. */
export function selectCell(cell: CellAddress): Selection {
  return { ranges: [cellRange(cell)], active: cell, anchor: cell, focus: cell, unit: 'cells' };
}

/** The first cell: where a freshly loaded grid starts. */
export const initialSelection: Selection = selectCell({ row: 0, col: 0 });

/** The current (last) rectangle. */
export function currentRange(selection: Selection): CellRange {
  return selection.ranges[selection.ranges.length - 1] ?? cellRange(selection.active);
}

function withCurrent(selection: Selection, range: CellRange): readonly CellRange[] {
  return [...selection.ranges.slice(0, -1), range];
}

/** The current range stretched to a new moving corner; the active cell stays (Shift+arrow, Shift+click, drag). */
export function extendTo(selection: Selection, cell: CellAddress, size: GridSize): Selection {
  const focus = clampCell(cell, size);
  if (sameCell(focus, selection.focus)) return selection;
  return { ...selection, focus, ranges: withCurrent(selection, spanOf(selection.anchor, focus, selection.unit, size)) };
}

/** A mouse click on a cell: a new single cell, Shift extends, Ctrl adds a range (as in a spreadsheet). */
export function clickCell(selection: Selection, cell: CellAddress, modifiers: ClickModifiers, size: GridSize): Selection {
  const target = clampCell(cell, size);
  if (modifiers.extend) return extendTo(selection, target, size);
  if (modifiers.add) {
    return { ranges: [...selection.ranges, cellRange(target)], active: target, anchor: target, focus: target, unit: 'cells' };
  }
  return selectCell(target);
}

function selectLines(
  selection: Selection, unit: 'rows' | 'columns', anchor: CellAddress, focus: CellAddress, add: boolean, size: GridSize,
): Selection {
  const range = spanOf(anchor, focus, unit, size);
  const ranges = add ? [...selection.ranges, range] : [range];
  const active = add || selection.unit !== unit || !rangeContains(range, selection.active.row, selection.active.col) ? anchor : selection.active;
  return { ranges, active, anchor, focus, unit };
}

/** A click on a row header (or Shift+Space): the whole row; Shift extends from the anchor row, Ctrl adds. */
export function selectRow(selection: Selection, row: number, modifiers: ClickModifiers, size: GridSize): Selection {
  const col = selection.active.col;
  const focus = clampCell({ row, col }, size);
  const anchor = modifiers.extend && selection.unit === 'rows' ? selection.anchor : focus;
  return selectLines(selection, 'rows', anchor, focus, !modifiers.extend && Boolean(modifiers.add), size);
}

/** A click on a column header (or Ctrl+Space): the whole column; Shift extends, Ctrl adds. */
export function selectColumn(selection: Selection, col: number, modifiers: ClickModifiers, size: GridSize): Selection {
  const row = selection.active.row;
  const focus = clampCell({ row, col }, size);
  const anchor = modifiers.extend && selection.unit === 'columns' ? selection.anchor : focus;
  return selectLines(selection, 'columns', anchor, focus, !modifiers.extend && Boolean(modifiers.add), size);
}

/** Every cell (Ctrl+A, the corner header); the active cell stays where it was, as in Excel. */
export function selectAll(selection: Selection, size: GridSize): Selection {
  const anchor = { row: 0, col: 0 };
  const focus = clampCell({ row: size.rowCount - 1, col: size.columnCount - 1 }, size);
  return { ranges: [rangeBetween(anchor, focus)], active: clampCell(selection.active, size), anchor, focus, unit: 'rows' };
}

/** Whether a cell is inside any selected rectangle (for aria-selected and the highlight). */
export function isCellSelected(selection: Selection, row: number, col: number): boolean {
  for (const range of selection.ranges) if (rangeContains(range, row, col)) return true;
  return false;
}

/** Whether a row is selected from its first to its last column (the row header's aria-selected). */
export function isRowSelected(selection: Selection, row: number, size: GridSize): boolean {
  return selection.ranges.some((r) => r.left === 0 && r.right >= size.columnCount - 1 && row >= r.top && row <= r.bottom);
}

/** Whether a column is selected from its first to its last row (the column header's aria-selected). */
export function isColumnSelected(selection: Selection, col: number, size: GridSize): boolean {
  return selection.ranges.some((r) => r.top === 0 && r.bottom >= size.rowCount - 1 && col >= r.left && col <= r.right);
}

/** The rows any selected rectangle touches, ascending and once each: the rows of delete and multi-edit. */
export function selectedRowIndexes(selection: Selection): number[] {
  if (selection.ranges.length === 1) {
    const range = currentRange(selection);
    return Array.from({ length: range.bottom - range.top + 1 }, (_, i) => range.top + i);
  }
  const rows = new Set<number>();
  for (const range of selection.ranges) for (let row = range.top; row <= range.bottom; row++) rows.add(row);
  return [...rows].sort((a, b) => a - b);
}

/** Whether more than one cell is selected (Enter then moves inside the selection instead of editing). */
export function isMultiCell(selection: Selection): boolean {
  const range = currentRange(selection);
  return selection.ranges.length > 1 || range.top !== range.bottom || range.left !== range.right;
}

/** The selection kept inside the grid after rows or columns went away; whole rows and columns stay whole. */
export function clampSelection(selection: Selection, size: GridSize): Selection {
  const anchor = clampCell(selection.anchor, size);
  const focus = clampCell(selection.focus, size);
  const current = spanOf(anchor, focus, selection.unit, size);
  const earlier = selection.ranges.slice(0, -1).map((r) => spanOf(clampCell({ row: r.top, col: r.left }, size), clampCell({ row: r.bottom, col: r.right }, size), 'cells', size));
  return { ranges: [...earlier, current], active: clampCell(selection.active, size), anchor, focus, unit: selection.unit };
}
