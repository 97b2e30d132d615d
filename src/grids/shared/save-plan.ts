import type { ChangedRow } from '../../grid/model/changed-rows';
import type { RowKey } from '../../grid/model/patch';

/** What one grid save sends (only the changed rows, in one bulk call per action: spec 01 section 7's bulk Set calls). */
export interface GridSavePlan<R> {
  /** New rows with the GUID they will be stored under, and their grid keys. */
  readonly inserts: readonly { readonly rowKey: RowKey; readonly row: R }[];
  /** Changed loaded rows: the GUID and only the changed fields (the server merges them over the stored row). */
  readonly updates: readonly { readonly rowKey: RowKey; readonly row: R }[];
  /** Loaded rows to delete: the GUID and the RowVersion they were loaded with. */
  readonly deletes: readonly { readonly rowKey: RowKey; readonly row: R }[];
}

/** The RowVersion a row was loaded with, to send along (spec 01 section 4: no silent lost update). */
function loadedVersion(row: object | undefined): { RowVersion?: number } {
  const version = (row as { RowVersion?: unknown } | undefined)?.RowVersion;
  return typeof version === 'number' ? { RowVersion: version } : {};
}

/**
 * Splits a grid's changes into the INSERT, UPDATE and DELETE of one bulk call each. New rows get a
 * fresh GUID here, so the answer can be matched to them; `guidField` is the entity's GUID column.
 * Updates and deletes carry the RowVersion their row was loaded with (a hidden field, never a column).
 */
export function planGridSave<R extends object>(
  changed: readonly ChangedRow<R>[], deleted: readonly RowKey[], guidField: string, newGuid: () => string,
  loadedRow: (rowKey: RowKey) => R | undefined = () => undefined,
): GridSavePlan<Record<string, unknown>> {
  const inserts = changed.filter((row) => row.isNew).map((row) => ({ rowKey: row.rowKey, row: { ...row.row, [guidField]: newGuid() } as Record<string, unknown> }));
  const updates = changed.filter((row) => !row.isNew).map((row) => {
    const fields: Record<string, unknown> = { [guidField]: row.rowKey, ...loadedVersion(row.row) };
    for (const field of row.fields) fields[field] = (row.row as Record<string, unknown>)[field] ?? null;
    return { rowKey: row.rowKey, row: fields };
  });
  const deletes = deleted.map((rowKey) => ({ rowKey, row: { [guidField]: rowKey, ...loadedVersion(loadedRow(rowKey)) } }));
  return { inserts, updates, deletes };
}

/** Whether a plan sends nothing. */
export function isEmptySavePlan(plan: GridSavePlan<unknown>): boolean {
  return plan.inserts.length === 0 && plan.updates.length === 0 && plan.deletes.length === 0;
}
