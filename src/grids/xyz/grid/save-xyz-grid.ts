import { isApiError } from '../../../api';
import type { ApiError, VeldDataRows } from '../../../api';
import type { ValidationIssue } from '../../../domain/validation/issue';
import type { GridController } from '../../../grid';
import { buildXyzSavePlan, xyzIssuesFromRefusal } from '../model';
import type { XyzPreviewCounts } from '../model';
import type { HeldRowIssues, XyzGridValidation } from './xyz-grid-validation';

/** How an import's save ended. */
export type XyzGridSaveResult =
  | { kind: 'saved'; counts: XyzPreviewCounts }
  /** The project's points or the lists are not loaded yet. */
  | { kind: 'notReady' }
  /** Rows with errors stand (the import's own or the server's last refusal): nothing was sent. */
  | { kind: 'invalidRows'; rows: number }
  | { kind: 'systemIssues' }
  | { kind: 'nothingToSave' }
  /** The server refused; its findings are on the rows' cells, those without a row in `unplaced`. */
  | { kind: 'refused'; error: ApiError; unplaced: readonly ValidationIssue[] }
  | { kind: 'failed'; error: unknown };

/** What saving an XYZ grid needs. */
export interface XyzGridSaveInput {
  controller: GridController<object>;
  validation: XyzGridValidation;
  /** Sends the plan: ONE SetProjectWithChilds (projectMutations.saveTree). */
  send: (velddata: VeldDataRows) => Promise<unknown>;
  makeGuid: () => string;
}

/** Rows of the grid with at least one error. */
function rowsWithErrors(controller: GridController<object>): number {
  let rows = 0;
  for (const issues of controller.issues.rows.values()) {
    if ([...issues.values()].some((list) => list.some((issue) => issue.severity === 'error'))) rows++;
  }
  return rows;
}

/**
 * The XYZ import's one bulk save (spec 02 section 2): refused while any cell has an error, then
 * the preview's plan in ONE SetProjectWithChilds call, which the server writes whole or not at all.
 * A refusal's findings are placed back on the pasted cells (xyzIssuesFromRefusal) and held there
 * until the row is edited; the grid is revalidated so they show.
 */
export async function saveXyzGrid({ controller, validation, send, makeGuid }: XyzGridSaveInput): Promise<XyzGridSaveResult> {
  const preview = validation.preview();
  if (!preview) return { kind: 'notReady' };
  if (controller.getSnapshot().errorCount > 0) return { kind: 'invalidRows', rows: rowsWithErrors(controller) };
  const plan = buildXyzSavePlan(preview, { makeGuid });
  if (!plan.ok) return plan.reason === 'invalidRows' ? { kind: 'invalidRows', rows: plan.sourceRows.length } : { kind: plan.reason };
  // Taken before the call: the user may edit while it runs.
  const sent = new Map(preview.rows.map((row) => [row.sourceRow, { rowKey: validation.rowKeyOf(row.sourceRow), cells: row.cells }]));
  try {
    await send(plan.value.velddata);
    return { kind: 'saved', counts: preview.counts };
  } catch (error) {
    if (!isApiError(error) || error.issues.length === 0) return { kind: 'failed', error };
    const placed = xyzIssuesFromRefusal(error.issues, plan.value);
    const held: HeldRowIssues[] = [];
    const unplaced: ValidationIssue[] = [...placed.unplaced];
    for (const [sourceRow, issues] of placed.bySourceRow) {
      const row = sent.get(sourceRow);
      if (row?.rowKey !== undefined) held.push({ rowKey: row.rowKey, cells: row.cells, issues });
      else unplaced.push(...issues);
    }
    validation.holdIssues(held);
    controller.revalidateRows();
    return { kind: 'refused', error, unplaced };
  }
}
