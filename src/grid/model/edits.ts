import { sameEditorValue, toEditorValue } from '../../domain/editing/editor-values';
import { baseValue } from './base-rows';
import type { BaseRows } from './base-rows';
import type { CellChange, CellValue, Patch, RowKey } from './patch';
import { PersistentMap } from './persistent-map';
import type { MapDraft } from './persistent-map';

/** A row's changed cells: wire field name to the new value. */
export type RowChanges = Readonly<Record<string, CellValue>>;

/**
 * The edits over the loaded rows (spec 01 section 4, the working-object-changed flag). Immutable: a patch copies the trie paths and row records it changes (and the added or deleted
 * set when it writes one), never the base rows, so 10,000 changes cost O(changes) whatever the grid's size.
 */
export interface EditLayer {
  /** Changed cells of loaded rows and the filled cells of new rows; a value equal to the loaded one is no change. */
  readonly changes: PersistentMap<RowChanges>;
  /** New rows, in the order they were added (a Set keeps insertion order). */
  readonly added: ReadonlySet<RowKey>;
  /** Rows marked deleted, loaded or new. */
  readonly deleted: ReadonlySet<RowKey>;
  /** New rows ever added: numbers temporary keys so none is reused, even after an undo. */
  readonly addedEver: number;
}

/** The layer without edits. */
export const emptyEditLayer: EditLayer = { changes: PersistentMap.empty(), added: new Set(), deleted: new Set(), addedEver: 0 };

/** The prefix of temporary keys: a new row has no GUID until it is saved. */
const temporaryKeyPrefix = 'new:';

/** Fresh temporary keys for rows about to be added ('new:1', 'new:2', ...). */
export function newRowKeys(layer: EditLayer, count: number): RowKey[] {
  return Array.from({ length: count }, (_, i) => `${temporaryKeyPrefix}${layer.addedEver + i + 1}`);
}

/** A cell's edit, or undefined when the cell is not edited (an edit may be null: the cell was cleared). */
function editedValue(layer: EditLayer, rowKey: RowKey, field: string): CellValue | undefined {
  const changes = layer.changes.get(rowKey);
  return changes !== undefined && Object.hasOwn(changes, field) ? changes[field] ?? null : undefined;
}

/** The value a cell shows: its edit, else the loaded value. */
export function valueAt(base: BaseRows<object>, layer: EditLayer, rowKey: RowKey, field: string): CellValue {
  const edited = editedValue(layer, rowKey, field);
  return edited !== undefined ? edited : baseValue(base, rowKey, field);
}

/**
 * valueAt for the loaded row at `position` in the base rows, found by place rather than by key: what an unsorted,
 * unfiltered view draws, so scrolling never needs the keys' index.
 */
export function valueAtPosition(base: BaseRows<object>, layer: EditLayer, position: number, field: string): CellValue {
  const edited = editedValue(layer, base.keys[position] ?? '', field);
  if (edited !== undefined) return edited;
  const row = base.rows[position] as Readonly<Record<string, unknown>> | undefined;
  return row === undefined ? null : toEditorValue(row[field]);
}

/** Whether a cell differs from its loaded value (the changed-cell mark); any filled cell of a new row. */
export function isChanged(layer: EditLayer, rowKey: RowKey, field: string): boolean {
  return editedValue(layer, rowKey, field) !== undefined;
}

/** Whether a row is new, i.e. not yet saved. */
export function isNewRow(layer: EditLayer, rowKey: RowKey): boolean {
  return layer.added.has(rowKey);
}

/** Whether a row is marked deleted. */
export function isDeletedRow(layer: EditLayer, rowKey: RowKey): boolean {
  return layer.deleted.has(rowKey);
}

/** Whether anything waits to be saved (spec 01 section 4, working-object-changed). */
export function hasEdits(layer: EditLayer): boolean {
  return layer.changes.size > 0 || layer.added.size > 0 || layer.deleted.size > 0;
}

/** The result of applying a patch: the new layer and the patch that undoes it (empty when nothing changed). */
export interface Applied {
  readonly layer: EditLayer;
  readonly inverse: Patch;
}

/**
 * Applies a patch (for undo and redo) and returns the inverse. Cells of unknown rows are ignored,
 * and a value equal to the current one is no change, so the inverse holds only what really changed.
 */
export function applyPatch(base: BaseRows<object>, layer: EditLayer, patch: Patch): Applied {
  const touchesRows = Boolean(patch.addRows?.length || patch.dropRows?.length);
  const touchesMarks = Boolean(patch.deleteRows?.length || patch.restoreRows?.length || patch.dropRows?.length);
  // Copy only the sets this patch writes; the changes map shares every node the patch does not touch.
  const added = touchesRows ? new Set(layer.added) : (layer.added as Set<RowKey>);
  const deleted = touchesMarks ? new Set(layer.deleted) : (layer.deleted as Set<RowKey>);
  const undo: UndoParts = { addRows: [], cells: [], deleteRows: [], restoreRows: [], dropRows: [] };
  let addedEver = layer.addedEver;

  for (const rowKey of patch.addRows ?? []) {
    if (added.has(rowKey) || base.indexOf.has(rowKey)) continue;
    added.add(rowKey);
    addedEver++;
    undo.dropRows.push(rowKey);
  }
  const changes = layer.changes.edit((draft) => {
    setCells(base, added, draft, patch.cells ?? [], undo);
    for (const rowKey of patch.deleteRows ?? []) {
      if (deleted.has(rowKey) || (!added.has(rowKey) && !base.indexOf.has(rowKey))) continue;
      deleted.add(rowKey);
      undo.restoreRows.push(rowKey);
    }
    for (const rowKey of patch.restoreRows ?? []) {
      if (deleted.delete(rowKey)) undo.deleteRows.push(rowKey);
    }
    for (const rowKey of patch.dropRows ?? []) {
      if (!added.delete(rowKey)) continue;
      undo.addRows.push(rowKey);
      for (const [field, value] of Object.entries(draft.get(rowKey) ?? {})) undo.cells.push({ rowKey, field, value });
      draft.delete(rowKey);
      if (deleted.delete(rowKey)) undo.deleteRows.push(rowKey);
    }
  });
  return { layer: { changes, added, deleted, addedEver }, inverse: inverseOf(undo) };
}

interface UndoParts {
  readonly addRows: RowKey[];
  readonly cells: CellChange[];
  readonly deleteRows: RowKey[];
  readonly restoreRows: RowKey[];
  readonly dropRows: RowKey[];
}

/**
 * Writes cell changes; a row's record is copied once per patch, then written in place. A pasted block
 * or a multi-edit writes a row's cells one after another, so what is known of the row (new or loaded, its
 * loaded record, its changes) is looked up once per run of cells of one row, not once per cell.
 */
function setCells(
  base: BaseRows<object>, added: ReadonlySet<RowKey>, draft: MapDraft<RowChanges>, cells: readonly CellChange[], undo: UndoParts,
): void {
  const copied = new Map<RowKey, Record<string, CellValue>>();
  let lastKey: RowKey | undefined;
  let known = false;
  let loadedRow: Readonly<Record<string, unknown>> | null = null;
  // The row's record this patch writes (copied once), else its changes before the patch.
  let row: Record<string, CellValue> | undefined;
  let current: RowChanges | undefined;
  for (const { rowKey, field, value } of cells) {
    if (rowKey !== lastKey) {
      lastKey = rowKey;
      const index = added.has(rowKey) ? undefined : base.indexOf.get(rowKey);
      known = index !== undefined || added.has(rowKey);
      loadedRow = index === undefined ? null : (base.rows[index] as Readonly<Record<string, unknown>>);
      row = copied.get(rowKey);
      current = row ?? draft.get(rowKey);
    }
    if (!known) continue;
    const loaded = loadedRow === null ? null : toEditorValue(loadedRow[field]);
    const before = current !== undefined && Object.hasOwn(current, field) ? (current[field] ?? null) : loaded;
    if (sameEditorValue(before, value)) continue;
    undo.cells.push({ rowKey, field, value: before });
    if (row === undefined) {
      row = { ...current };
      current = row;
      copied.set(rowKey, row);
      draft.set(rowKey, row);
    }
    if (!sameEditorValue(loaded, value)) {
      row[field] = value;
    } else {
      delete row[field];
      if (Object.keys(row).length === 0) {
        draft.delete(rowKey);
        copied.delete(rowKey);
        row = undefined;
        current = undefined;
      }
    }
  }
}

/** The collected undo parts as a patch; cells reversed so that, replayed, the earliest value wins. */
function inverseOf(undo: UndoParts): Patch {
  return {
    ...(undo.addRows.length ? { addRows: undo.addRows } : {}),
    ...(undo.cells.length ? { cells: undo.cells.reverse() } : {}),
    ...(undo.deleteRows.length ? { deleteRows: undo.deleteRows } : {}),
    ...(undo.restoreRows.length ? { restoreRows: undo.restoreRows } : {}),
    ...(undo.dropRows.length ? { dropRows: undo.dropRows } : {}),
  };
}
