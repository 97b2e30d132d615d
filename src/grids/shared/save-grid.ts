import type { GridController } from '../../grid';
import type { RowKey } from '../../grid/model/patch';
import { newGuid } from '../../domain/wire/new-guid';
import { isEmptySavePlan, planGridSave } from './save-plan';

/** The bulk calls of one entity: each stores its rows in one transaction and answers the stored rows. */
export interface GridSaveCalls<R> {
  insert(rows: readonly Record<string, unknown>[]): Promise<readonly R[]>;
  update(rows: readonly Record<string, unknown>[]): Promise<readonly R[]>;
  remove(guids: readonly string[]): Promise<readonly R[]>;
}

/** Refused before anything was sent: errors stand in the grid ('save failed due to invalid values'). */
export class GridHasErrorsError extends Error {
  constructor() {
    super('save failed due to invalid values');
  }
}

/**
 * Saves a grid: refused while errors stand; otherwise new rows, changed rows and deletes
 * each go in one bulk call, in that order. The stored rows the last call answers become the grid's
 * rows; if a call is refused, what earlier calls stored is kept and every edit not yet stored stays
 * in the grid, so the user loses nothing. Rethrows the refusal.
 */
export async function saveGrid<R extends object>(controller: GridController<R>, guidField: string, calls: GridSaveCalls<R>): Promise<number> {
  if (controller.getSnapshot().errorCount > 0) throw new GridHasErrorsError();
  const plan = planGridSave(controller.changedRows(), controller.deletedRowKeys(), guidField, () => newGuid());
  if (isEmptySavePlan(plan)) return 0;
  const unsaved = new Set<RowKey>([...plan.inserts, ...plan.updates].map((entry) => entry.rowKey).concat(plan.deletes));
  let stored: readonly R[] | null = null;
  const steps: [readonly RowKey[], () => Promise<readonly R[]>][] = [
    [plan.inserts.map((entry) => entry.rowKey), () => calls.insert(plan.inserts.map((entry) => entry.row))],
    [plan.updates.map((entry) => entry.rowKey), () => calls.update(plan.updates.map((entry) => entry.row))],
    [plan.deletes, () => calls.remove(plan.deletes)],
  ];
  try {
    for (const [keys, send] of steps) {
      if (keys.length === 0) continue;
      stored = await send();
      for (const key of keys) unsaved.delete(key);
    }
  } finally {
    if (stored) controller.rebase(stored, unsaved);
  }
  return plan.inserts.length + plan.updates.length + plan.deletes.length;
}
