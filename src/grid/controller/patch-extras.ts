import { liveRowKeys } from '../model/changed-rows';
import type { GridDocument } from '../model/document';
import type { CellValue, Patch, RowKey } from '../model/patch';
import type { GridControllerOptions } from './grid-types';
import { mergedRow } from './merged-row';

/** New rows' starting values (GridControllerOptions.newRowValues) written first in the patch that adds them. */
export function withNewRowValues(document: GridDocument<object>, values: GridControllerOptions<object>['newRowValues'], patch: Patch, keys: readonly RowKey[]): Patch {
  if (!values) return patch;
  const live = liveRowKeys(document.base, document.layer).map((rowKey) => mergedRow(document, rowKey));
  const initial = keys.flatMap((rowKey, offset) => Object.entries(values(live, offset)).map(([field, value]) => ({ rowKey, field, value: value as CellValue })));
  return { ...patch, cells: [...initial, ...(patch.cells ?? [])] };
}

/** The patch plus the cells that follow from its changes (GridControllerOptions.deriveCells), in the same step. */
export function withDerivedCells(document: GridDocument<object>, derive: GridControllerOptions<object>['deriveCells'], patch: Patch): Patch {
  if (!derive || !patch.cells?.length) return patch;
  const written = new Map<RowKey, Record<string, unknown>>();
  for (const cell of patch.cells) {
    const fields = written.get(cell.rowKey) ?? {};
    fields[cell.field] = cell.value;
    written.set(cell.rowKey, fields);
  }
  const derived: { rowKey: RowKey; field: string; value: CellValue }[] = [];
  for (const [rowKey, fields] of written) {
    const row = { ...mergedRow(document, rowKey), ...fields };
    for (const [field, value] of Object.entries(derive(row, new Set(Object.keys(fields))))) {
      if (!(field in fields) && (row[field] ?? null) !== (value ?? null)) derived.push({ rowKey, field, value: (value ?? null) as CellValue });
    }
  }
  return derived.length > 0 ? { ...patch, cells: [...patch.cells, ...derived] } : patch;
}

/** The edits of the rows in `unsaved` as one patch, to lay over freshly stored rows after a partial save. */
export function unsavedEditsPatch(document: GridDocument<object>, unsaved: ReadonlySet<RowKey>): Patch {
  const { layer } = document;
  return {
    addRows: [...layer.added].filter((rowKey) => unsaved.has(rowKey) && !layer.deleted.has(rowKey)),
    cells: [...layer.changes].filter(([rowKey]) => unsaved.has(rowKey)).flatMap(([rowKey, changes]) => Object.entries(changes).map(([field, value]) => ({ rowKey, field, value: value ?? null }))),
    deleteRows: [...layer.deleted].filter((rowKey) => unsaved.has(rowKey) && !layer.added.has(rowKey)),
  };
}
