import { z } from 'zod';
import type { BaseRows } from './base-rows';
import { newRowKeys } from './edits';
import type { EditLayer, RowChanges } from './edits';
import type { CellChange, CellValue, Patch, RowKey } from './patch';

/**
 * A grid's unsaved edits as plain JSON, kept in the browser as they are made so that a crash, a
 * closed tab or a failed save loses nothing typed (beyond spec 01 section 4, which keeps unsaved
 * edits only while the screen is open). Row keys are the loaded rows' GUIDs or new rows' temporary keys.
 */
export interface KeptGridEdits {
  /** New rows in the order they were added. */
  readonly added: readonly RowKey[];
  /** Rows marked deleted, loaded or new. */
  readonly deleted: readonly RowKey[];
  /** Changed cells by row: wire field name to the value typed, pasted or multi-edited. */
  readonly cells: Readonly<Record<RowKey, RowChanges>>;
}

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const keptSchema = z.object({
  added: z.array(z.string()),
  deleted: z.array(z.string()),
  cells: z.record(z.string(), z.record(z.string(), cellValue)),
});

/** The edits of a layer, ready to store. */
export function keepEdits(layer: EditLayer): KeptGridEdits {
  const cells: Record<RowKey, RowChanges> = {};
  for (const [rowKey, changes] of layer.changes) cells[rowKey] = changes;
  return { added: [...layer.added], deleted: [...layer.deleted], cells };
}

/** Kept edits read back from storage; null when the stored value is not such edits (another version, corrupt). */
export function readKeptEdits(stored: unknown): KeptGridEdits | null {
  const parsed = keptSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** How many cells and rows the kept edits touch: zero means there is nothing to keep or offer. */
export function keptEditCount(kept: KeptGridEdits): number {
  const cells = Object.values(kept.cells).reduce((sum, changes) => sum + Object.keys(changes).length, 0);
  const emptyNewRows = kept.added.filter((rowKey) => !Object.hasOwn(kept.cells, rowKey)).length;
  const deletedLoaded = kept.deleted.filter((rowKey) => !kept.added.includes(rowKey)).length;
  return cells + emptyNewRows + deletedLoaded;
}

/**
 * Both edits in one: `newer` wins per cell. Used while older kept edits are still on offer and
 * the user goes on editing, so neither is lost before the user restores or discards the older.
 * New rows of the older edits get their own keys (prefixed), never a newer row's.
 */
export function mergeKeptEdits(older: KeptGridEdits, newer: KeptGridEdits): KeptGridEdits {
  const olderKey = (rowKey: RowKey) => (older.added.includes(rowKey) ? `kept-${rowKey}` : rowKey);
  const cells: Record<RowKey, RowChanges> = {};
  for (const [rowKey, changes] of Object.entries(older.cells)) cells[olderKey(rowKey)] = changes;
  for (const [rowKey, changes] of Object.entries(newer.cells)) cells[rowKey] = { ...cells[rowKey], ...changes };
  return {
    added: [...older.added.map(olderKey), ...newer.added],
    deleted: [...new Set([...older.deleted.map(olderKey), ...newer.deleted])],
    cells,
  };
}

/** What laying kept edits over the rows does: the patch, and how many edited rows are no longer there. */
export interface KeptEditsRestore {
  readonly patch: Patch;
  /** Loaded rows with kept edits that the grid no longer has (deleted since, by anyone). */
  readonly missingRows: number;
}

/**
 * The patch that lays kept edits over the grid's rows at their cells: edits of loaded rows go to
 * the same rows (by GUID), new rows come back as new rows under fresh keys, and edits of rows that
 * are gone are counted, not applied. A value equal to the loaded one is no change (applyPatch).
 */
export function restoreKeptEdits(base: BaseRows<object>, layer: EditLayer, kept: KeptGridEdits): KeptEditsRestore {
  const fresh = newRowKeys(layer, kept.added.length);
  const renamed = new Map(kept.added.map((rowKey, index) => [rowKey, fresh[index] as RowKey]));
  const target = (rowKey: RowKey): RowKey | null => renamed.get(rowKey) ?? (base.indexOf.has(rowKey) ? rowKey : null);
  const missing = new Set<RowKey>();
  const cells: CellChange[] = [];
  for (const [rowKey, changes] of Object.entries(kept.cells)) {
    const to = target(rowKey);
    if (to === null) {
      missing.add(rowKey);
      continue;
    }
    for (const [field, value] of Object.entries(changes)) cells.push({ rowKey: to, field, value: value as CellValue });
  }
  const deleteRows: RowKey[] = [];
  for (const rowKey of kept.deleted) {
    const to = target(rowKey);
    if (to === null) missing.add(rowKey);
    else deleteRows.push(to);
  }
  return { patch: { addRows: fresh, cells, deleteRows }, missingRows: missing.size };
}
