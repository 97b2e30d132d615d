import { baseRow } from './base-rows';
import type { BaseRows } from './base-rows';
import type { EditLayer, RowChanges } from './edits';
import type { RowKey } from './patch';

/** One row for the bulk save: the loaded row with its edits merged in, or a new row's values. */
export interface ChangedRow<R extends object> {
  readonly rowKey: RowKey;
  /** True for a row not yet saved: it has no loaded values, only those typed or pasted. */
  readonly isNew: boolean;
  /** The whole row to send: loaded fields overwritten by the changed ones. */
  readonly row: R & RowChanges;
  /** The wire fields that changed (for a new row: those filled in). */
  readonly fields: readonly string[];
}

/**
 * The rows a save sends (only the changed rows, in one bulk call: spec 01 section 7's bulk Set calls): changed loaded
 * rows in loaded order, then new rows in the order they were added; deleted rows are left out. O(changes).
 */
export function changedRows<R extends object>(base: BaseRows<R>, layer: EditLayer): ChangedRow<R>[] {
  const loaded: { index: number; rowKey: RowKey; changes: RowChanges }[] = [];
  for (const [rowKey, changes] of layer.changes) {
    if (layer.added.has(rowKey) || layer.deleted.has(rowKey)) continue;
    const index = base.indexOf.get(rowKey);
    if (index !== undefined) loaded.push({ index, rowKey, changes });
  }
  loaded.sort((a, b) => a.index - b.index);
  const result: ChangedRow<R>[] = loaded.map(({ rowKey, changes }) => ({
    rowKey, isNew: false, row: { ...(baseRow(base, rowKey) as R), ...changes }, fields: Object.keys(changes),
  }));
  for (const rowKey of layer.added) {
    if (layer.deleted.has(rowKey)) continue;
    const changes = layer.changes.get(rowKey) ?? {};
    result.push({ rowKey, isNew: true, row: { ...changes } as R & RowChanges, fields: Object.keys(changes) });
  }
  return result;
}

/** Loaded rows marked deleted, in loaded order: the deletes a save sends (new rows just vanish). */
export function deletedRowKeys(base: BaseRows<object>, layer: EditLayer): RowKey[] {
  return [...layer.deleted]
    .filter((rowKey) => base.indexOf.has(rowKey))
    .sort((a, b) => (base.indexOf.get(a) ?? 0) - (base.indexOf.get(b) ?? 0));
}

/** Keys of the rows the grid shows before sort and filter: loaded rows, then new rows, without deleted ones. */
export function liveRowKeys(base: BaseRows<object>, layer: EditLayer): RowKey[] {
  const keys: RowKey[] = [];
  for (const rowKey of base.keys) if (!layer.deleted.has(rowKey)) keys.push(rowKey);
  for (const rowKey of layer.added) if (!layer.deleted.has(rowKey)) keys.push(rowKey);
  return keys;
}
