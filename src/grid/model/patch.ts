import type { EditorValue } from '../../domain/editing/editor-values';

/** A row's identity in the grid: its GUID, or a temporary key for a row not yet saved. */
export type RowKey = string;

/** One stored value of a cell: wire text, a number, a flag, or nothing (spec 01 section 3). */
export type CellValue = EditorValue;

/** One cell set to a value. */
export interface CellChange {
  readonly rowKey: RowKey;
  readonly field: string;
  readonly value: CellValue;
}

/**
 * A change to the edit layer: one undo step's worth. Applied in this order: add
 * rows, set cells, delete rows, restore rows, drop rows. Its inverse has the same shape, so undo and
 * redo are both just 'apply a patch'.
 */
export interface Patch {
  /** New rows appended after all others, in this order. */
  readonly addRows?: readonly RowKey[];
  /** Cells set; a later change of the same cell wins. */
  readonly cells?: readonly CellChange[];
  /** Rows marked deleted: kept, so a restore brings their edits back, but left out of the save's rows. */
  readonly deleteRows?: readonly RowKey[];
  /** Rows whose deleted mark is lifted. */
  readonly restoreRows?: readonly RowKey[];
  /** New rows removed entirely, edits and all (the inverse of addRows). */
  readonly dropRows?: readonly RowKey[];
}

/** Whether a patch changes nothing (such a patch is never an undo step). */
export function isEmptyPatch(patch: Patch): boolean {
  return !patch.addRows?.length && !patch.cells?.length && !patch.deleteRows?.length
    && !patch.restoreRows?.length && !patch.dropRows?.length;
}

/** A patch setting one cell: a committed cell edit. */
export function cellPatch(rowKey: RowKey, field: string, value: CellValue): Patch {
  return { cells: [{ rowKey, field, value }] };
}

/** A patch appending new rows with optional first values (the grid's 'new row'). */
export function addRowsPatch(rowKeys: readonly RowKey[], values: (rowKey: RowKey) => Readonly<Record<string, CellValue>> = () => ({})): Patch {
  const cells: CellChange[] = [];
  for (const rowKey of rowKeys) for (const [field, value] of Object.entries(values(rowKey))) cells.push({ rowKey, field, value });
  return { addRows: rowKeys, cells };
}

/** A patch marking rows deleted (the grid's delete of the selected rows). */
export function deleteRowsPatch(rowKeys: readonly RowKey[]): Patch {
  return { deleteRows: rowKeys };
}

/** Every row a patch touches, once each: the rows whose validation must be recomputed. */
export function touchedRowKeys(patch: Patch): RowKey[] {
  const keys = new Set<RowKey>(patch.addRows);
  for (const change of patch.cells ?? []) keys.add(change.rowKey);
  for (const key of patch.deleteRows ?? []) keys.add(key);
  for (const key of patch.restoreRows ?? []) keys.add(key);
  for (const key of patch.dropRows ?? []) keys.add(key);
  return [...keys];
}

/** Whether a patch adds, deletes, restores or drops rows (the grid's list of rows changes), not only cells. */
export function movesRows(patch: Patch): boolean {
  return Boolean(patch.addRows?.length || patch.deleteRows?.length || patch.restoreRows?.length || patch.dropRows?.length);
}

/**
 * The fields a patch writes when it writes only cells; null when it also adds, deletes, restores or drops rows,
 * which moves rows in or out of the list the row rules read.
 */
export function cellsOnlyFields(patch: Patch): ReadonlySet<string> | null {
  if (movesRows(patch)) return null;
  const fields = new Set<string>();
  for (const change of patch.cells ?? []) fields.add(change.field);
  return fields;
}

/** Whether a value counts as empty: null, or text of only white space (spec 01 section 5, 'required'). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
