import { editorFacts } from '../../domain/codes/field-editor-types';
import type { CellRange } from './cell-address';
import type { GridTarget } from './grid-target';
import { isEmptyValue } from './patch';
import type { CellChange, CellValue, Patch, RowKey } from './patch';
import type { Selection } from './selection';

/** What fill down and clear need: the grid, the selection and the values the cells show. */
export interface FillInput extends GridTarget {
  readonly selection: Selection;
  /** The value a cell shows now (edits included), row and column in view order. */
  readonly valueAt: (row: number, col: number) => CellValue;
}

/** Source row and target rows of fill down in one range: its top row, or the row above a one-row range. */
function fillRows(range: CellRange): { source: number; first: number } | null {
  if (range.bottom > range.top) return { source: range.top, first: range.top + 1 };
  return range.top > 0 ? { source: range.top - 1, first: range.top } : null;
}

/**
 * Plans fill down (Ctrl+D, as in Excel): in each selected range the top row is copied into the rows below
 * it, column by column; a one-row range copies the row above it, as Excel does. Read-only cells stay.
 */
export function planFillDown(input: FillInput): Patch {
  const cells: CellChange[] = [];
  for (const range of input.selection.ranges) {
    const rows = fillRows(range);
    if (!rows) continue;
    const bottom = Math.min(range.bottom, input.rowCount - 1);
    const right = Math.min(range.right, input.columnCount - 1);
    for (let col = range.left; col <= right; col++) {
      const value = input.valueAt(rows.source, col);
      for (let row = rows.first; row <= bottom; row++) {
        const field = input.writableField(row, col);
        if (field !== null) cells.push({ rowKey: input.rowKeyAt(row), field, value });
      }
    }
  }
  return cells.length ? { cells } : {};
}

/** Plans Delete (as in a spreadsheet): every filled, writable selected cell emptied. */
export function planClear(input: FillInput): Patch {
  const cells: CellChange[] = [];
  for (const range of input.selection.ranges) {
    const bottom = Math.min(range.bottom, input.rowCount - 1);
    const right = Math.min(range.right, input.columnCount - 1);
    for (let row = range.top; row <= bottom; row++) {
      for (let col = range.left; col <= right; col++) {
        const field = input.writableField(row, col);
        if (field !== null && !isEmptyValue(input.valueAt(row, col))) cells.push({ rowKey: input.rowKeyAt(row), field, value: null });
      }
    }
  }
  return cells.length ? { cells } : {};
}

/** Options of a multi-edit. */
export interface MultiEditOptions {
  /** An empty value leaves existing data alone (types 2, 13 and 6; see multiEditKeepsOnEmpty). */
  readonly emptyKeepsExisting?: boolean;
}

/**
 * Plans a multi-edit (spec 01 section 4): one field set to one value on every selected row. No rows
 * selected changes nothing; an empty value changes nothing when the field's type keeps data on empty.
 */
export function planMultiEdit(rowKeys: readonly RowKey[], field: string, value: CellValue, options: MultiEditOptions = {}): Patch {
  if (rowKeys.length === 0) return {};
  const empty = isEmptyValue(value);
  if (empty && options.emptyKeepsExisting) return {};
  const stored = empty ? null : value;
  const cells: CellChange[] = new Array<CellChange>(rowKeys.length);
  for (let i = 0; i < rowKeys.length; i++) cells[i] = { rowKey: rowKeys[i] as RowKey, field, value: stored };
  return { cells };
}

/** Whether a field-editor type keeps existing data when multi-edit gives it an empty value: 2, 13 and 6 (spec 01 section 4). */
export function multiEditKeepsOnEmpty(editorType: number): boolean {
  return editorFacts(editorType).emptyKeepsValueOnMultiEdit;
}
