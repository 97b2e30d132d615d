import type { CellRange } from './cell-address';
import { formatTsv } from './clipboard';
import { currentRange } from './selection';
import type { Selection } from './selection';

/** A cell's text as the grid shows it (row and column in view order): what Ctrl+C puts on the clipboard. */
export type CellText = (row: number, col: number) => string;

/** The cell texts of a rectangle, row by row. */
function rangeTexts(range: CellRange, textAt: CellText): string[][] {
  const rows: string[][] = [];
  for (let row = range.top; row <= range.bottom; row++) {
    const cells: string[] = [];
    for (let col = range.left; col <= range.right; col++) cells.push(textAt(row, col));
    rows.push(cells);
  }
  return rows;
}

/**
 * What Ctrl+C copies (TSV, which every spreadsheet reads): the current range as TSV. With several ranges only the
 * current one is copied; Excel refuses such a copy, and copying the last range is the kinder answer.
 */
export function copySelection(selection: Selection, textAt: CellText): { text: string; range: CellRange } {
  const range = currentRange(selection);
  return { text: formatTsv(rangeTexts(range, textAt)), range };
}

