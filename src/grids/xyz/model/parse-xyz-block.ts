import { readCoordinate } from '../../../domain/coordinates/coordinate-number';
import { parseTsv } from '../../../grid/model/clipboard';
import type { XyzSourceRow } from './xyz-columns';
import { xyzCellsFromTexts, xyzFields } from './xyz-columns';

/** A pasted block split into its optional header and its data rows. */
export interface XyzBlock {
  /** The first row's texts when it was recognised as a header (and skipped); null otherwise. */
  readonly header: readonly string[] | null;
  /** Data rows in pasted order; rows of only empty cells are left out (spreadsheets often copy a few). */
  readonly rows: readonly XyzSourceRow[];
  /** Non-empty cells right of the last XYZ column: they are not read, and the screen may say so. */
  readonly ignoredCells: number;
}

const isBlankRow = (texts: readonly string[]) => texts.every((text) => text.trim() === '');

/**
 * A header row is one whose X and Y cells both hold text that is no coordinate at all: 'X', 'Rechtswert',
 * 'lon'. A cell with a decimal comma is a (refused) number, not a header, so a first data row written
 * '155000,5' is still checked and reported rather than silently skipped.
 */
export function isXyzHeaderRow(texts: readonly string[]): boolean {
  const x = readCoordinate(texts[1] ?? '');
  const y = readCoordinate(texts[2] ?? '');
  return x.kind === 'notANumber' && y.kind === 'notANumber';
}

/**
 * Reads a block pasted from a spreadsheet (clipboard TSV, read with the grid's parseTsv): one row per
 * point with name, X, Y, Z, import-as, reference plane and reference type (spec 02 section 2). The
 * first non-empty row is skipped when it is a header; row numbers count every pasted row.
 */
export function parseXyzBlock(text: string): XyzBlock {
  const table = parseTsv(text);
  const rows: XyzSourceRow[] = [];
  let header: string[] | null = null;
  let ignoredCells = 0;
  let seenData = false;
  table.forEach((texts, index) => {
    if (isBlankRow(texts)) return;
    if (!seenData && isXyzHeaderRow(texts)) {
      header = texts.map((cell) => cell.trim());
      seenData = true;
      return;
    }
    seenData = true;
    for (let column = xyzFields.length; column < texts.length; column++) if ((texts[column] ?? '').trim() !== '') ignoredCells++;
    rows.push({ sourceRow: index + 1, cells: xyzCellsFromTexts(texts) });
  });
  return { header, rows, ignoredCells };
}
