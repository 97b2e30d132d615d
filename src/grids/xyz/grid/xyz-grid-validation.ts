import type { ValidationIssue } from '../../../domain/validation/issue';
import type { GridRowValidator } from '../../../grid';
import type { XyzCells, XyzIssue, XyzPreview, XyzPreviewer } from '../model';
import { createXyzGridSource } from './xyz-grid-source';
import type { XyzGridSource } from './xyz-grid-source';

/** Findings the server made about a grid row at a save, kept while the row reads as it did then. */
export interface HeldRowIssues {
  readonly rowKey: string;
  /** The row's cells as they were sent. */
  readonly cells: XyzCells;
  readonly issues: readonly XyzIssue[];
}

/**
 * The XYZ import's check of its grid (spec 02 section 2): the grid's row validator, fed by the
 * import's previewer, and the preview it made last, which the screen draws and saves.
 */
export interface XyzGridValidation {
  /** For GridControllerOptions.validateRows: each row's preview findings at its cells. */
  readonly validateRows: GridRowValidator;
  /** The preview of the grid's rows as last validated; null while there is no previewer. */
  preview(): XyzPreview | null;
  /** The grid row a preview row came from (its `sourceRow`). */
  rowKeyOf(sourceRow: number): string | undefined;
  /** Uses another previewer (another coordinate system, fresh project data); revalidate the grid after. */
  setPreviewer(previewer: XyzPreviewer | null): void;
  /** Puts a refused save's findings on rows by key, replacing any held before; each stays while its row reads as `cells`. Revalidate the grid after. */
  holdIssues(held: readonly HeldRowIssues[]): void;
}

/**
 * Glues the XYZ preview to the grid engine: every validation reads the live rows (createXyzGridSource,
 * which keeps unchanged rows' cells so only edited rows are checked again), previews them, files the
 * findings per row for the grid to mark, and keeps the preview for the counts and statuses.
 */
export function createXyzGridValidation(): XyzGridValidation {
  const readRows = createXyzGridSource();
  let previewer: XyzPreviewer | null = null;
  let latest: XyzPreview | null = null;
  let source: XyzGridSource = { rows: [], rowKeys: [] };
  let rowKeyBySourceRow: Map<number, string> | null = null;
  let held = new Map<string, HeldRowIssues>();

  const validateRows: GridRowValidator = (keyed) => {
    source = readRows(keyed);
    rowKeyBySourceRow = null;
    // An XYZ finding is a ValidationIssue whose field is the XYZ column's, as the grid files it.
    const byRow = new Map<string, readonly ValidationIssue[]>();
    if (!previewer) {
      latest = null;
      return byRow;
    }
    latest = previewer(source.rows);
    latest.rows.forEach((row, index) => {
      if (row.issues.length > 0) byRow.set(source.rowKeys[index] ?? '', row.issues);
    });
    const cellsByRowKey = held.size === 0 ? new Map<string, XyzCells>() : new Map(source.rows.map((row, index) => [source.rowKeys[index] ?? '', row.cells]));
    for (const [rowKey, hold] of held) {
      if (cellsByRowKey.get(rowKey) !== hold.cells) {
        held.delete(rowKey);
        continue;
      }
      byRow.set(rowKey, [...(byRow.get(rowKey) ?? []), ...hold.issues]);
    }
    return byRow;
  };

  return {
    validateRows,
    preview: () => latest,
    rowKeyOf: (sourceRow) => {
      rowKeyBySourceRow ??= new Map(source.rows.map((row, index) => [row.sourceRow, source.rowKeys[index] ?? '']));
      return rowKeyBySourceRow.get(sourceRow);
    },
    setPreviewer: (next) => {
      previewer = next;
    },
    holdIssues: (rows) => {
      held = new Map(rows.filter((row) => row.issues.length > 0).map((row) => [row.rowKey, row]));
    },
  };
}
