import type { GridController } from '../../grid';
import type { RowKey } from '../../grid/model/patch';
import { isApiError } from '../../api/errors';
import { clashingFields } from '../../domain/concurrency/row-conflicts';
import type { FieldClash, RowConflict } from '../../domain/concurrency/row-conflicts';
import { newGuid } from '../../domain/wire/new-guid';
import { isEmptySavePlan, planGridSave } from './save-plan';

/** The bulk calls of one entity: each stores its rows in one transaction and answers the stored rows. */
export interface GridSaveCalls<R> {
  insert(rows: readonly Record<string, unknown>[]): Promise<readonly R[]>;
  update(rows: readonly Record<string, unknown>[]): Promise<readonly R[]>;
  /** Rows holding their GUID and the RowVersion they were loaded with. */
  remove(rows: readonly Record<string, unknown>[]): Promise<readonly R[]>;
}

/** Refused before anything was sent: errors stand in the grid ('save failed due to invalid values'). */
export class GridHasErrorsError extends Error {
  constructor() {
    super('save failed due to invalid values');
  }
}

/** A field of a row that another user changed to another value since it was loaded: the user picks. */
export interface GridClash extends FieldClash {
  rowKey: RowKey;
}

/**
 * Refused because another user changed the same fields (spec 01 section 4): the edits stay in the
 * grid over the other user's record, so saving again keeps this user's values and undoing an edit
 * keeps theirs.
 */
export class GridConflictError extends Error {
  constructor(readonly clashes: readonly GridClash[], readonly conflicts: readonly RowConflict[]) {
    super('changed by someone else');
  }
}

type Entry = { readonly rowKey: RowKey; readonly row: Record<string, unknown> };

const sameKey = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function conflictOf(failure: unknown, rowKey: RowKey): RowConflict | undefined {
  return isApiError(failure) ? failure.conflicts.find((conflict) => sameKey(conflict.row, rowKey)) : undefined;
}

/**
 * Sends `entries`; when the server refuses rows that changed since they were loaded, the other
 * user's changes to fields this user did not edit are merged silently (the rows are sent again,
 * once, at the current version) and a field both changed is a GridConflictError.
 */
async function sendMerging<R extends object>(controller: GridController<R>, entries: readonly Entry[], send: (rows: readonly Record<string, unknown>[]) => Promise<readonly R[]>): Promise<readonly R[]> {
  try {
    return await send(entries.map((entry) => entry.row));
  } catch (failure) {
    if (!isApiError(failure) || failure.conflicts.length === 0) throw failure;
    const clashes = entries.flatMap((entry) => {
      const conflict = conflictOf(failure, entry.rowKey);
      const loaded = controller.loadedRow(entry.rowKey) as Record<string, unknown> | undefined;
      // The version sent is the one loaded, not an edit: only the user's own fields can clash.
      const { RowVersion: _loadedVersion, ...edited } = entry.row;
      return conflict && loaded ? clashingFields(loaded, edited, conflict.current).map((clash) => ({ ...clash, rowKey: entry.rowKey })) : [];
    });
    if (clashes.length > 0) throw new GridConflictError(clashes, failure.conflicts);
    return send(entries.map((entry) => {
      const conflict = conflictOf(failure, entry.rowKey);
      return conflict ? { ...entry.row, RowVersion: conflict.rowVersion } : entry.row;
    }));
  }
}

/** The grid's stored rows (those an earlier step answered, else the loaded ones) with the conflicting ones as stored now. */
function rowsWithCurrent<R extends object>(controller: GridController<R>, stored: readonly R[] | null, conflicts: readonly RowConflict[]): R[] {
  return (stored ?? controller.loadedRows()).map((row, index) => {
    const key = controller.keyOf(row, index);
    const conflict = conflicts.find((entry) => sameKey(entry.row, key));
    return conflict ? { ...row, ...conflict.current } as R : row;
  });
}

/**
 * Saves a grid: refused while errors stand; otherwise new rows, changed rows and deletes
 * each go in one bulk call, in that order. The stored rows the last call answers become the grid's
 * rows; if a call is refused, what earlier calls stored is kept and every edit not yet stored stays
 * in the grid, so the user loses nothing. Rethrows the refusal. Updates and deletes carry the
 * versions the rows were loaded with (spec 01 section 4); see sendMerging for a conflict.
 */
export async function saveGrid<R extends object>(controller: GridController<R>, guidField: string, calls: GridSaveCalls<R>): Promise<number> {
  if (controller.getSnapshot().errorCount > 0) throw new GridHasErrorsError();
  const plan = planGridSave(controller.changedRows(), controller.deletedRowKeys(), guidField, () => newGuid(), (rowKey) => controller.loadedRow(rowKey));
  if (isEmptySavePlan(plan)) return 0;
  const unsaved = new Set<RowKey>([...plan.inserts, ...plan.updates, ...plan.deletes].map((entry) => entry.rowKey));
  let stored: readonly R[] | null = null;
  const steps: [readonly Entry[], () => Promise<readonly R[]>][] = [
    [plan.inserts, () => calls.insert(plan.inserts.map((entry) => entry.row))],
    [plan.updates, () => sendMerging(controller, plan.updates, (rows) => calls.update(rows))],
    [plan.deletes, () => calls.remove(plan.deletes.map((entry) => entry.row))],
  ];
  try {
    for (const [entries, send] of steps) {
      if (entries.length === 0) continue;
      stored = await send();
      for (const entry of entries) unsaved.delete(entry.rowKey);
    }
  } catch (failure) {
    // The other user's record becomes the base under the kept edits: saving again keeps this user's values.
    if (failure instanceof GridConflictError) stored = rowsWithCurrent(controller, stored, failure.conflicts);
    throw failure;
  } finally {
    if (stored) controller.rebase(stored, unsaved);
  }
  return plan.inserts.length + plan.updates.length + plan.deletes.length;
}
