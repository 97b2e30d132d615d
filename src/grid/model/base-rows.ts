import { toEditorValue } from '../../domain/editing/editor-values';
import type { CellValue, RowKey } from './patch';

/**
 * The rows as last loaded or saved, never changed in place; edits live in the edit
 * layer over them. `R` is the entity's wire row type; cells are read by wire field name.
 */
export interface BaseRows<R extends object = Readonly<Record<string, unknown>>> {
  readonly rows: readonly R[];
  /** Each row's key, in the same order as `rows`. */
  readonly keys: readonly RowKey[];
  /** Position of each key in `rows`. */
  readonly indexOf: ReadonlyMap<RowKey, number>;
}

/** Indexes loaded rows by key once, O(n); a key seen twice keeps its first row. */
export function createBaseRows<R extends object>(rows: readonly R[], keyOf: (row: R, index: number) => RowKey): BaseRows<R> {
  const keys: RowKey[] = new Array<RowKey>(rows.length);
  for (let index = 0; index < rows.length; index++) keys[index] = keyOf(rows[index] as R, index);
  // Set from the last row to the first, so a key seen twice ends on its first row with one hash a row.
  const indexOf = new Map<RowKey, number>();
  for (let index = keys.length - 1; index >= 0; index--) indexOf.set(keys[index] as RowKey, index);
  return { rows, keys, indexOf };
}

/** The loaded row of a key, or undefined for a new or unknown row. */
export function baseRow<R extends object>(base: BaseRows<R>, rowKey: RowKey): R | undefined {
  const index = base.indexOf.get(rowKey);
  return index === undefined ? undefined : base.rows[index];
}

/** A loaded cell as an editor value; null for new rows and absent fields. */
export function baseValue<R extends object>(base: BaseRows<R>, rowKey: RowKey, field: string): CellValue {
  const row = baseRow(base, rowKey);
  return row === undefined ? null : toEditorValue((row as Readonly<Record<string, unknown>>)[field]);
}
