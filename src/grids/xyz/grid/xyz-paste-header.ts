import { formatTsv, parseTsv } from '../../../grid/model/clipboard';
import { isXyzHeaderRow } from '../model';

/** Where a pasted block's X and Y land: their indexes within the block's rows (negative or absent when the block misses them). */
export interface XyzBlockColumns {
  readonly x: number | undefined;
  readonly y: number | undefined;
}

/** A paste with its header row taken off, and that header's texts. */
export interface XyzPasteText {
  readonly text: string;
  /** The header row's cells, trimmed; null when the block had none. */
  readonly header: readonly string[] | null;
}

/** Blank lines (only spaces and tabs), then the first line with text and its line break. */
const leadingLine = /^(?:[ \t]*(?:\r\n|\n|\r))*([^\r\n]*)(?:\r\n|\n|\r|$)/;

/**
 * Takes a header row off a block pasted into the XYZ grid (spec 02 section 2: paste from
 * a spreadsheet, whose block often starts with its header): the first non-blank row is a header when the cells that land in X and Y both hold
 * text that is no coordinate (isXyzHeaderRow: 'X', 'Rechtswert', 'lon'). Blocks that do not cover
 * both X and Y, and blocks without a header, paste as they are.
 */
export function withoutXyzHeader(text: string, columns: XyzBlockColumns): XyzPasteText {
  const { x, y } = columns;
  if (x === undefined || y === undefined || x < 0 || y < 0) return { text, header: null };
  // Usually the first row has no quoted cell: it is read, and cut off, without parsing the whole block twice.
  const line = leadingLine.exec(text);
  if (line && !line[1]?.includes('"')) {
    const cells = (line[1] ?? '').split('\t');
    if (!isXyzHeaderRow(['', cells[x] ?? '', cells[y] ?? ''])) return { text, header: null };
    return { text: text.slice(line[0].length), header: cells.map((cell) => cell.trim()) };
  }
  const block = parseTsv(text);
  const first = block.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  const row = first < 0 ? undefined : block[first];
  if (!row || !isXyzHeaderRow(['', row[x] ?? '', row[y] ?? ''])) return { text, header: null };
  return { text: formatTsv(block.slice(first + 1)), header: row.map((cell) => cell.trim()) };
}
