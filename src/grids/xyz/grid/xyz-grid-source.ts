import type { KeyedRow } from '../../../grid';
import type { XyzCells, XyzSourceRow } from '../model';
import { xyzFields } from '../model';

/** The grid's rows as the import reads them: the non-blank rows and the grid row each came from. */
export interface XyzGridSource {
  readonly rows: readonly XyzSourceRow[];
  /** The grid row key of each entry of `rows`, in the same order. */
  readonly rowKeys: readonly string[];
}

const cellTextOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

function sameCells(cells: XyzCells, row: Readonly<Record<string, unknown>>): boolean {
  for (const field of xyzFields) if (cells[field] !== cellTextOf(row[field])) return false;
  return true;
}

function cellsOf(row: Readonly<Record<string, unknown>>): XyzCells {
  return {
    name: cellTextOf(row.name), x: cellTextOf(row.x), y: cellTextOf(row.y), z: cellTextOf(row.z),
    importAs: cellTextOf(row.importAs), referencePlane: cellTextOf(row.referencePlane), referenceType: cellTextOf(row.referenceType),
  };
}

const isBlank = (cells: XyzCells) => xyzFields.every((field) => cells[field] === '');

/**
 * Reads the grid's live rows as pasted XYZ rows (spec 02 section 2). A row keeps its `cells` object
 * while its texts stay the same, so the previewer (createXyzPreviewer) checks and reprojects only
 * the rows an edit touched. Rows with only empty cells are left out, as parseXyzBlock leaves out the
 * blank rows a spreadsheet copies; `sourceRow` is the row's 1-based place in the grid, blank rows
 * counted, so a message's row number is the one the grid shows.
 */
export function createXyzGridSource(): (rows: readonly KeyedRow[]) => XyzGridSource {
  let kept = new Map<string, XyzCells>();
  return (keyed) => {
    const next = new Map<string, XyzCells>();
    const rows: XyzSourceRow[] = [];
    const rowKeys: string[] = [];
    keyed.forEach(({ rowKey, row }, index) => {
      const previous = kept.get(rowKey);
      const cells = previous && sameCells(previous, row) ? previous : cellsOf(row);
      next.set(rowKey, cells);
      if (isBlank(cells)) return;
      rows.push({ sourceRow: index + 1, cells });
      rowKeys.push(rowKey);
    });
    kept = next;
    return { rows, rowKeys };
  };
}
