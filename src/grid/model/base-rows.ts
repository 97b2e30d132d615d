import { toEditorValue } from '../../domain/editing/editor-values';
import { KeyPositions } from './key-positions';
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
  readonly indexOf: KeyPositions;
}

/** Keys the loaded rows once, O(n); the index by key is built when first asked (a key seen twice keeps its first row). */
export function createBaseRows<R extends object>(rows: readonly R[], keyOf: (row: R, index: number) => RowKey): BaseRows<R> {
  const keys: RowKey[] = new Array<RowKey>(rows.length);
  for (let index = 0; index < rows.length; index++) keys[index] = keyOf(rows[index] as R, index);
  return { rows, keys, indexOf: new KeyPositions(keys) };
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
