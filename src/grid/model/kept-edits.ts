import { z } from 'zod';
import { baseValue } from './base-rows';
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
  /**
   * The loaded values of the edited cells of loaded rows, so a restore sees what others saved since
   * (spec 01 section 4: no silent lost update). Absent in edits kept by an earlier version.
   */
  readonly loaded?: Readonly<Record<RowKey, RowChanges>>;
}

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const keptSchema = z.object({
  added: z.array(z.string()),
  deleted: z.array(z.string()),
  cells: z.record(z.string(), z.record(z.string(), cellValue)),
  loaded: z.record(z.string(), z.record(z.string(), cellValue)).optional(),
});

/** The edits of a layer over `base`, ready to store, with the loaded values of the cells they change. */
export function keepEdits(layer: EditLayer, base: BaseRows<object>): KeptGridEdits {
  const cells: Record<RowKey, RowChanges> = {};
  const loaded: Record<RowKey, RowChanges> = {};
  for (const [rowKey, changes] of layer.changes) {
    cells[rowKey] = changes;
    if (base.indexOf.has(rowKey)) loaded[rowKey] = Object.fromEntries(Object.keys(changes).map((field) => [field, baseValue(base, rowKey, field)]));
  }
  return { added: [...layer.added], deleted: [...layer.deleted], cells, loaded };
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
  // A cell's loaded value is that of the edit that wins it.
  const loaded: Record<RowKey, RowChanges> = { ...older.loaded };
  for (const [rowKey, values] of Object.entries(newer.loaded ?? {})) loaded[rowKey] = { ...loaded[rowKey], ...values };
  return {
    added: [...older.added.map(olderKey), ...newer.added],
    deleted: [...new Set([...older.deleted.map(olderKey), ...newer.deleted])],
    cells,
    loaded,
  };
}

/** A kept edit of a cell that someone else saved another value into since it was kept. */
export interface KeptEditClash {
  readonly rowKey: RowKey;
  readonly field: string;
  readonly mine: CellValue;
  readonly theirs: CellValue;
}

/** What laying kept edits over the rows does: the patch, how many edited rows are no longer there, and the clashes. */
export interface KeptEditsRestore {
  readonly patch: Patch;
  /** Loaded rows with kept edits that the grid no longer has (deleted since, by anyone). */
  readonly missingRows: number;
  /** Restored cells whose stored value changed since the edit was kept: restored all the same, to be named to the user. */
  readonly clashes: readonly KeptEditClash[];
}

/**
 * The patch that lays kept edits over the grid's rows at their cells: edits of loaded rows go to
 * the same rows (by GUID), new rows come back as new rows under fresh keys, and edits of rows that
 * are gone are counted, not applied. A value equal to the loaded one is no change (applyPatch).
 * A cell someone else saved another value into since the edit was kept is restored too (the user
 * typed it) and answered as a clash, so the screen shows both values and the user picks.
 */
export function restoreKeptEdits(base: BaseRows<object>, layer: EditLayer, kept: KeptGridEdits): KeptEditsRestore {
  const fresh = newRowKeys(layer, kept.added.length);
  const renamed = new Map(kept.added.map((rowKey, index) => [rowKey, fresh[index] as RowKey]));
  const target = (rowKey: RowKey): RowKey | null => renamed.get(rowKey) ?? (base.indexOf.has(rowKey) ? rowKey : null);
  const missing = new Set<RowKey>();
  const cells: CellChange[] = [];
  const clashes: KeptEditClash[] = [];
  for (const [rowKey, changes] of Object.entries(kept.cells)) {
    const to = target(rowKey);
    if (to === null) {
      missing.add(rowKey);
      continue;
    }
    const loaded = kept.loaded?.[rowKey];
    for (const [field, value] of Object.entries(changes)) {
      const mine = value as CellValue;
      cells.push({ rowKey: to, field, value: mine });
      if (loaded === undefined || !Object.hasOwn(loaded, field)) continue;
      const theirs = baseValue(base, to, field);
      if (theirs !== (loaded[field] ?? null) && theirs !== mine) clashes.push({ rowKey: to, field, mine, theirs });
    }
  }
  const deleteRows: RowKey[] = [];
  for (const rowKey of kept.deleted) {
    const to = target(rowKey);
    if (to === null) missing.add(rowKey);
    else deleteRows.push(to);
  }
  return { patch: { addRows: fresh, cells, deleteRows }, missingRows: missing.size, clashes };
}
