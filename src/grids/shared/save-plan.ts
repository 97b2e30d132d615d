import type { ChangedRow } from '../../grid/model/changed-rows';
import type { RowKey } from '../../grid/model/patch';

/** What one grid save sends (only the changed rows, in one bulk call per action: spec 01 section 7's bulk Set calls). */
export interface GridSavePlan<R> {
  /** New rows with the GUID they will be stored under, and their grid keys. */
  readonly inserts: readonly { readonly rowKey: RowKey; readonly row: R }[];
  /** Changed loaded rows: the GUID and only the changed fields (the server merges them over the stored row). */
  readonly updates: readonly { readonly rowKey: RowKey; readonly row: R }[];
  /** GUIDs of loaded rows to delete. */
  readonly deletes: readonly RowKey[];
}

/**
 * Splits a grid's changes into the INSERT, UPDATE and DELETE of one bulk call each. New rows get a
 * fresh GUID here, so the answer can be matched to them; `guidField` is the entity's GUID column.
 */
export function planGridSave<R extends object>(
  changed: readonly ChangedRow<R>[], deleted: readonly RowKey[], guidField: string, newGuid: () => string,
): GridSavePlan<Record<string, unknown>> {
  const inserts = changed.filter((row) => row.isNew).map((row) => ({ rowKey: row.rowKey, row: { ...row.row, [guidField]: newGuid() } as Record<string, unknown> }));
  const updates = changed.filter((row) => !row.isNew).map((row) => {
    const fields: Record<string, unknown> = { [guidField]: row.rowKey };
    for (const field of row.fields) fields[field] = (row.row as Record<string, unknown>)[field] ?? null;
    return { rowKey: row.rowKey, row: fields };
  });
  return { inserts, updates, deletes: deleted };
}

/** Whether a plan sends nothing. */
export function isEmptySavePlan(plan: GridSavePlan<unknown>): boolean {
  return plan.inserts.length === 0 && plan.updates.length === 0 && plan.deletes.length === 0;
}
