import type { Validated, ValidationIssue } from '../../domain/validation/issue';
import { isSingleCell, rangeHeight, rangeWidth } from './cell-address';
import type { CellRange } from './cell-address';
import { blockWidth } from './clipboard';
import type { TextBlock } from './clipboard';
import type { GridTarget } from './grid-target';
import type { CellChange, CellValue, Patch, RowKey } from './patch';
import { currentRange, isMultiCell } from './selection';
import type { Selection } from './selection';

/** What a paste needs (TSV, as spreadsheets put it on the clipboard). */
export interface PasteInput extends GridTarget {
  readonly selection: Selection;
  /** The parsed clipboard, e.g. parseTsv(text). */
  readonly block: TextBlock;
  /** Whether the grid may grow: a block running past the last row then adds rows. */
  readonly canAddRows: boolean;
  /** Keys for the rows a paste adds, e.g. `(n) => newRowKeys(layer, n)`. */
  readonly newRowKeys: (count: number) => readonly RowKey[];
  /** Parses a text for a column: the value to store, or why the column refuses it. */
  readonly columnAccepts: (col: number, text: string) => Validated<CellValue>;
  /** A refused text is kept as the cell's raw text to be marked invalid ('keepText', default) or not written. */
  readonly onRejected?: 'keepText' | 'skip';
}

/** A cell that refused its pasted text: marked, never silently dropped. */
export interface RejectedCell {
  readonly row: number;
  readonly col: number;
  readonly rowKey: RowKey;
  readonly field: string;
  readonly text: string;
  readonly issues: readonly ValidationIssue[];
}

/** The outcome of planning a paste; commit `patch` as one 'paste' step. */
export interface PastePlan {
  readonly patch: Patch;
  readonly rejected: readonly RejectedCell[];
  /** The area pasted into, in view positions; rows past the old last row are the added ones. */
  readonly target: CellRange | null;
  readonly addedRows: readonly RowKey[];
  /** Block rows and columns that fell off the grid (no room, or the grid may not grow). */
  readonly clippedRows: number;
  readonly clippedColumns: number;
}

const nothing: PastePlan = { patch: {}, rejected: [], target: null, addedRows: [], clippedRows: 0, clippedColumns: 0 };

/** Where the block goes: tiled over a selection that is a whole multiple of it, else once from its top-left. */
function pasteArea(input: PasteInput, height: number, width: number): { area: CellRange; clippedRows: number; clippedColumns: number } {
  const range = currentRange(input.selection);
  const tiles = !isSingleCell(range) && rangeHeight(range) % height === 0 && rangeWidth(range) % width === 0;
  const wanted = tiles ? range : { top: range.top, left: range.left, bottom: range.top + height - 1, right: range.left + width - 1 };
  const right = Math.min(wanted.right, input.columnCount - 1);
  const bottom = input.canAddRows ? wanted.bottom : Math.min(wanted.bottom, input.rowCount - 1);
  return { area: { ...wanted, right, bottom }, clippedRows: wanted.bottom - bottom, clippedColumns: wanted.right - right };
}

/**
 * Plans a paste: one value fills every cell of every selected range; a block is
 * tiled over a selection whose height and width are whole multiples of it (as Excel does), and is
 * otherwise pasted once from the current range's top-left cell, which is the active cell when one cell
 * is selected. Rows past the end are added only when the grid may grow. Read-only cells are skipped in
 * place (the block is not shifted), cells missing from a ragged row are left alone, and refused texts
 * come back in `rejected`.
 */
export function planPaste(input: PasteInput): PastePlan {
  const height = input.block.length;
  const width = blockWidth(input.block);
  if (height === 0 || width === 0 || input.columnCount === 0) return nothing;
  // One value fills a selection of many cells; into one cell it pastes like a block, so it can add a row.
  const single = height === 1 && width === 1 && isMultiCell(input.selection);
  const { area, clippedRows, clippedColumns } = single
    ? { area: currentRange(input.selection), clippedRows: 0, clippedColumns: 0 }
    : pasteArea(input, height, width);
  if (area.bottom < area.top) return { ...nothing, clippedRows, clippedColumns };

  const addedRows = area.bottom >= input.rowCount ? input.newRowKeys(area.bottom - input.rowCount + 1) : [];
  const keyAt = (row: number): RowKey => (row < input.rowCount ? input.rowKeyAt(row) : (addedRows[row - input.rowCount] ?? ''));
  const cells: CellChange[] = [];
  const rejected: RejectedCell[] = [];
  const keepText = (input.onRejected ?? 'keepText') === 'keepText';
  // One value over many cells is parsed once per column, so filling 100,000 rows costs no more checks.
  const acceptedOnce = new Map<number, Validated<CellValue>>();

  const write = (row: number, col: number, text: string): void => {
    const field = input.writableField(row, col);
    if (field === null) return;
    const rowKey = keyAt(row);
    let result = single ? acceptedOnce.get(col) : undefined;
    if (result === undefined) {
      result = input.columnAccepts(col, text);
      if (single) acceptedOnce.set(col, result);
    }
    if (result.ok) {
      cells.push({ rowKey, field, value: result.value });
      return;
    }
    rejected.push({ row, col, rowKey, field, text, issues: result.issues });
    if (keepText) cells.push({ rowKey, field, value: text });
  };

  const ranges = single ? input.selection.ranges : [area];
  for (const range of ranges) {
    const bottom = single ? Math.min(range.bottom, input.rowCount - 1) : range.bottom;
    const right = Math.min(range.right, input.columnCount - 1);
    for (let row = range.top; row <= bottom; row++) {
      const source = input.block[(row - range.top) % height] ?? [];
      for (let col = range.left; col <= right; col++) {
        const text = source[(col - range.left) % width];
        if (text !== undefined) write(row, col, text);
      }
    }
  }
  const patch: Patch = addedRows.length ? { addRows: addedRows, cells } : { cells };
  return { patch, rejected, target: area, addedRows, clippedRows, clippedColumns };
}
